import { MODEL_CHECKPOINTS, inches, readNodes } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { deleteModels } from './deleteModels';
import { createUndoHistory } from '../../collab/createUndoHistory';
import { BASE_24, kitchenDoc, kitchenWithSeatedSink, recordTransactions } from './modelCommandFixtures';
import { placeModel } from './placeModel';
import { setLocked } from './setLocked';

const origin = { user: 'local' };

describe('deleteModels', () => {
  it('deletes the models in one transaction with its checkpoint and returns their ids', () => {
    const doc = kitchenDoc();
    const a = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(60), z: inches(60) } });
    const b = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(120), z: inches(60) } });
    const transactions = recordTransactions(doc);
    expect(deleteModels(doc, origin, [a, b])).toEqual([a, b]);
    expect(readNodes(doc, 'model')).toEqual([]);
    expect(transactions).toEqual([{ origin, label: MODEL_CHECKPOINTS.deleteModels.label, undoAction: null }]);
  });

  it('passes over models a coworker already deleted', () => {
    const doc = kitchenDoc();
    const a = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(60), z: inches(60) } });
    expect(deleteModels(doc, origin, ['model_gone', a])).toEqual([a]);
    const transactions = recordTransactions(doc);
    expect(deleteModels(doc, origin, ['model_gone'])).toEqual([]);
    expect(transactions).toEqual([]);
  });

  it('refuses the whole deletion when one model is locked', () => {
    const doc = kitchenDoc();
    const a = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(60), z: inches(60) } });
    const b = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(120), z: inches(60) } });
    setLocked(doc, origin, [b], true);
    expect(() => deleteModels(doc, origin, [a, b])).toThrow(
      '"Base 24"" is locked: unlock it before deleting it.',
    );
    expect(
      readNodes(doc, 'model')
        .map((placed) => placed.id)
        .sort(),
    ).toEqual([a, b].sort());
  });

  describe('a sink seated in a deleted sink base', () => {
    const ids = (doc: ReturnType<typeof kitchenDoc>) =>
      readNodes(doc, 'model')
        .map((placed) => placed.id)
        .sort();

    it('goes with its base in the same step, and one undo brings both back as they were', () => {
      const { doc, base, sink } = kitchenWithSeatedSink(origin);
      const before = readNodes(doc, 'model');
      const history = createUndoHistory(doc, origin);
      const transactions = recordTransactions(doc);
      expect(deleteModels(doc, origin, [base])).toEqual([base, sink]);
      expect(readNodes(doc, 'model')).toEqual([]);
      expect(transactions).toHaveLength(1);
      history.undo();
      expect(readNodes(doc, 'model')).toEqual(before);
      history.destroy();
    });

    it('is deleted once when it is named with its base', () => {
      const { doc, base, sink } = kitchenWithSeatedSink(origin);
      expect(deleteModels(doc, origin, [sink, base])).toEqual([sink, base]);
      expect(readNodes(doc, 'model')).toEqual([]);
    });

    it('stays when it is locked, as it stays when its base is moved', () => {
      const { doc, base, sink } = kitchenWithSeatedSink(origin);
      setLocked(doc, origin, [sink], true);
      expect(deleteModels(doc, origin, [base])).toEqual([base]);
      expect(ids(doc)).toEqual([sink]);
    });

    it('leaves a sink that is not seated in the deleted base', () => {
      const { doc, base, sink } = kitchenWithSeatedSink(origin);
      const other = placeModel(doc, origin, {
        catalogModel: BASE_24,
        at: { x: inches(120), z: inches(14.25) },
      });
      expect(deleteModels(doc, origin, [other])).toEqual([other]);
      expect(ids(doc)).toEqual([base, sink].sort());
    });
  });
});
