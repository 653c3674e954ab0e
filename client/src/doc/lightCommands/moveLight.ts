import { readNode, updateNode, type FloorPoint, type PointLight } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { runCommand } from '../../collab/runCommand';
import { LightCommandError } from './lightCommandError';
import { lightRules } from './lightRules';

/** Moves a light over `to` on the floor, keeping its height, as one transaction. */
export function moveLight(doc: Y.Doc, origin: unknown, id: string, to: FloorPoint): PointLight {
  lightRules.requirePoint(to);
  const light = readNode(doc, 'pointLight', id);
  if (light === null) throw new LightCommandError('not_found', 'This light no longer exists.');
  if (light.x === to.x && light.z === to.z) return light;
  return runCommand(
    doc,
    origin,
    'Moved light',
    () => updateNode(doc, 'pointLight', id, { x: to.x, z: to.z }) ?? light,
  );
}
