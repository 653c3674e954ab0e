import { readNode, updateNode, type PointLight } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { runCommand } from '../../collab/runCommand';
import { LightCommandError } from './lightCommandError';
import { lightRules } from './lightRules';

export interface LightEdit {
  intensity?: number;
  /** Meters above the floor (the light's `y`). */
  height?: number;
  /** Whether the light shines (the spec's `lightVisible`). */
  lightVisible?: boolean;
  shadow?: boolean;
}

/**
 * Changes a light's intensity, height, whether it shines and whether it casts shadows, as one
 * transaction. A value that does not fit, or a thirteenth shadow light, refuses the whole edit; an
 * edit that changes nothing writes nothing, so it leaves no empty undo step.
 */
export function editLight(doc: Y.Doc, origin: unknown, id: string, edit: LightEdit): PointLight {
  const light = readNode(doc, 'pointLight', id);
  if (light === null) throw new LightCommandError('not_found', 'This light no longer exists.');
  if (edit.intensity !== undefined) lightRules.requireIntensity(edit.intensity);
  if (edit.height !== undefined) lightRules.requireHeight(edit.height);
  if (edit.shadow === true) lightRules.requireShadowAllowed(doc, id);
  // Only the fields asked for: a field patched to undefined would be reset to its default.
  const patch: Partial<Pick<PointLight, 'intensity' | 'y' | 'lightVisible' | 'shadow'>> = {};
  if (edit.intensity !== undefined && edit.intensity !== light.intensity) patch.intensity = edit.intensity;
  if (edit.height !== undefined && edit.height !== light.y) patch.y = edit.height;
  if (edit.lightVisible !== undefined && edit.lightVisible !== light.lightVisible) {
    patch.lightVisible = edit.lightVisible;
  }
  if (edit.shadow !== undefined && edit.shadow !== light.shadow) patch.shadow = edit.shadow;
  if (Object.keys(patch).length === 0) return light;
  return runCommand(doc, origin, 'Changed light', () => updateNode(doc, 'pointLight', id, patch) ?? light);
}
