import { readNode, updateNode, type CustomMeasurement, type FloorPoint } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { runCommand } from '../../collab/runCommand';
import { MeasurementCommandError } from './measurementCommandError';
import { measurementRules } from './measurementRules';

/**
 * Moves a measurement by `by` on the floor, both ends together so its length stays, as one
 * transaction. A move of nothing writes nothing, so it leaves no empty undo step.
 */
export function moveMeasurement(doc: Y.Doc, origin: unknown, id: string, by: FloorPoint): CustomMeasurement {
  measurementRules.requirePoint(by);
  const measurement = readNode(doc, 'measurement', id);
  if (measurement === null) {
    throw new MeasurementCommandError('not_found', 'This measurement no longer exists.');
  }
  if (by.x === 0 && by.z === 0) return measurement;
  const shift = (point: CustomMeasurement['start']) => ({ x: point.x + by.x, y: point.y, z: point.z + by.z });
  return runCommand(
    doc,
    origin,
    'Moved measurement',
    () =>
      updateNode(doc, 'measurement', id, { start: shift(measurement.start), end: shift(measurement.end) }) ??
      measurement,
  );
}
