import { createId, readWalls, writeNode, type FloorPoint, type PointLight } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { runCommand } from '../../collab/runCommand';
import { defaultLightHeight } from '../../model/lights/defaultLightHeight';
import { lightRules } from './lightRules';

export interface NewLight {
  /** Meters above the floor; by default the ceiling's height (`defaultLightHeight`). */
  height?: number;
  intensity?: number;
  shadow?: boolean;
}

/**
 * Hangs a new point light over `at` on the floor, as one transaction, and returns it. A light that
 * casts shadows counts against the cap of twelve.
 */
export function addLight(doc: Y.Doc, origin: unknown, at: FloorPoint, light: NewLight = {}): PointLight {
  lightRules.requirePoint(at);
  const height = light.height ?? defaultLightHeight(readWalls(doc));
  lightRules.requireHeight(height);
  if (light.intensity !== undefined) lightRules.requireIntensity(light.intensity);
  if (light.shadow === true) lightRules.requireShadowAllowed(doc, null);
  return runCommand(doc, origin, 'Added light', () =>
    writeNode(doc, 'pointLight', {
      id: createId('pointLight'),
      x: at.x,
      y: height,
      z: at.z,
      ...(light.intensity === undefined ? {} : { intensity: light.intensity }),
      shadow: light.shadow ?? false,
    }),
  );
}
