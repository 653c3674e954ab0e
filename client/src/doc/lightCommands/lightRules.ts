import { readNodes, type FloorPoint } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { mayCastShadow, SHADOW_LIGHT_CAP_MESSAGE } from '../../model/lights/shadowLightCap';
import { LightCommandError } from './lightCommandError';

/** The checks every light command makes before it writes: a refused edit writes nothing. */
export const lightRules = {
  requirePoint(point: FloorPoint): void {
    if (!Number.isFinite(point.x) || !Number.isFinite(point.z)) {
      throw new LightCommandError('invalid_position', 'A light must be placed on the floor plan.');
    }
  },

  requireHeight(height: number): void {
    if (!Number.isFinite(height) || height < 0) {
      throw new LightCommandError(
        'invalid_height',
        'A light’s height is a length from the floor up, not below it.',
      );
    }
  },

  requireIntensity(intensity: number): void {
    if (!Number.isFinite(intensity) || intensity < 0) {
      throw new LightCommandError('invalid_intensity', 'A light’s intensity is a number of 0 or more.');
    }
  },

  /** `lightId` null: a new light. Lights already casting shadows keep doing so. */
  requireShadowAllowed(doc: Y.Doc, lightId: string | null): void {
    if (!mayCastShadow(readNodes(doc, 'pointLight'), lightId)) {
      throw new LightCommandError('shadow_light_cap', SHADOW_LIGHT_CAP_MESSAGE);
    }
  },
};
