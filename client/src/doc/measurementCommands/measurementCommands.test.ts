import { docToSaveFileContents, readNode, readNodes, saveFileContentsToDoc } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { editorReplica } from '../testing/editorReplica';
import { transactionsOf } from '../testing/transactionsOf';
import { addMeasurement } from './addMeasurement';
import { deleteMeasurements } from './deleteMeasurements';
import { MeasurementCommandError } from './measurementCommandError';
import { moveMeasurement } from './moveMeasurement';

function refusalCode(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof MeasurementCommandError) return error.code;
    throw error;
  }
}

describe('measurement commands', () => {
  it('adds a measurement between two floor points as one labelled transaction', () => {
    const { doc, origin } = editorReplica();
    let id = '';
    expect(
      transactionsOf(doc, () => {
        id = addMeasurement(doc, origin, { x: 0, z: 0.05 }, { x: 3, z: 0.05 }).id;
      }),
    ).toEqual([{ origin, label: 'Added measurement' }]);
    expect(id).toMatch(/^measurement_/);
    expect(readNode(doc, 'measurement', id)).toMatchObject({
      start: { x: 0, y: 0, z: 0.05 },
      end: { x: 3, y: 0, z: 0.05 },
      visible: true,
    });
  });

  it('moves both ends together, keeping the length, and deletes, each as one labelled step', () => {
    const { doc, origin } = editorReplica();
    const { id } = addMeasurement(doc, origin, { x: 0, z: 0 }, { x: 2, z: 0 });
    expect(transactionsOf(doc, () => moveMeasurement(doc, origin, id, { x: 0.5, z: -1 }))).toEqual([
      { origin, label: 'Moved measurement' },
    ]);
    expect(readNode(doc, 'measurement', id)).toMatchObject({
      start: { x: 0.5, y: 0, z: -1 },
      end: { x: 2.5, y: 0, z: -1 },
    });
    expect(transactionsOf(doc, () => deleteMeasurements(doc, origin, [id]))).toEqual([
      { origin, label: 'Deleted measurement' },
    ]);
    expect(readNodes(doc, 'measurement')).toEqual([]);
  });

  it('undoes and redoes each command as one step, named by its label', () => {
    const { doc, origin, history } = editorReplica();
    const { id } = addMeasurement(doc, origin, { x: 0, z: 0 }, { x: 2, z: 0 });
    moveMeasurement(doc, origin, id, { x: 1, z: 1 });
    deleteMeasurements(doc, origin, [id]);
    expect(history.snapshot().undoLabel).toBe('Deleted measurement');
    history.undo();
    expect(readNode(doc, 'measurement', id)?.start).toEqual({ x: 1, y: 0, z: 1 });
    expect(history.snapshot().undoLabel).toBe('Moved measurement');
    history.undo();
    expect(readNode(doc, 'measurement', id)?.start).toEqual({ x: 0, y: 0, z: 0 });
    history.undo();
    expect(readNode(doc, 'measurement', id)).toBeNull();
    history.redo();
    expect(readNode(doc, 'measurement', id)?.end).toEqual({ x: 2, y: 0, z: 0 });
  });

  it('refuses a point off the plan, a measurement of nothing or a missing one, and writes nothing', () => {
    const { doc, origin } = editorReplica();
    const { id } = addMeasurement(doc, origin, { x: 0, z: 0 }, { x: 1, z: 0 });
    const before = readNode(doc, 'measurement', id);
    const refusals = transactionsOf(doc, () => {
      expect(refusalCode(() => addMeasurement(doc, origin, { x: Number.NaN, z: 0 }, { x: 1, z: 0 }))).toBe(
        'invalid_point',
      );
      expect(refusalCode(() => addMeasurement(doc, origin, { x: 1, z: 1 }, { x: 1.001, z: 1 }))).toBe(
        'too_short',
      );
      expect(refusalCode(() => moveMeasurement(doc, origin, id, { x: Infinity, z: 0 }))).toBe(
        'invalid_point',
      );
      expect(refusalCode(() => moveMeasurement(doc, origin, 'measurement_gone', { x: 1, z: 0 }))).toBe(
        'not_found',
      );
      moveMeasurement(doc, origin, id, { x: 0, z: 0 });
      expect(deleteMeasurements(doc, origin, ['measurement_gone'])).toEqual([]);
    });
    expect(refusals).toEqual([]);
    expect(readNode(doc, 'measurement', id)).toEqual(before);
  });

  it('deletes several as one step, passing over ids that are gone', () => {
    const { doc, origin, history } = editorReplica();
    const first = addMeasurement(doc, origin, { x: 0, z: 0 }, { x: 1, z: 0 }).id;
    const second = addMeasurement(doc, origin, { x: 0, z: 1 }, { x: 1, z: 1 }).id;
    expect(
      transactionsOf(doc, () =>
        expect(deleteMeasurements(doc, origin, [first, 'measurement_gone', second])).toEqual([first, second]),
      ),
    ).toEqual([{ origin, label: 'Deleted measurements' }]);
    history.undo();
    expect(readNodes(doc, 'measurement')).toHaveLength(2);
  });

  it('keeps measurements in a save file as customMeasurements and brings them back on import', () => {
    const { doc, origin } = editorReplica();
    const { id } = addMeasurement(doc, origin, { x: -1, z: 0.05 }, { x: 2, z: 0.05 });
    const contents = docToSaveFileContents(doc, { id: 'save_1', filename: 'Measured' });
    expect(contents.customMeasurements).toHaveLength(1);
    const imported = saveFileContentsToDoc(JSON.parse(JSON.stringify(contents)));
    expect(readNode(imported, 'measurement', id)).toMatchObject({
      start: { x: -1, y: 0, z: 0.05 },
      end: { x: 2, y: 0, z: 0.05 },
    });
  });
});
