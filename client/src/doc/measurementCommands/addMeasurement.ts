import { createId, writeNode, type CustomMeasurement, type FloorPoint } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { runCommand } from '../../collab/runCommand';
import { measurementRules } from './measurementRules';

/** Adds a dimension line on the floor from `start` to `end`, as one transaction, and returns it. */
export function addMeasurement(
  doc: Y.Doc,
  origin: unknown,
  start: FloorPoint,
  end: FloorPoint,
): CustomMeasurement {
  measurementRules.requirePoint(start);
  measurementRules.requirePoint(end);
  measurementRules.requireLength(start, end);
  return runCommand(doc, origin, 'Added measurement', () =>
    writeNode(doc, 'measurement', {
      id: createId('measurement'),
      start: { x: start.x, y: 0, z: start.z },
      end: { x: end.x, y: 0, z: end.z },
    }),
  );
}
