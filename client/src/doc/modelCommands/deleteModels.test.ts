import { MODEL_CHECKPOINTS, inches, readNodes } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { deleteModels } from './deleteModels';
import { BASE_24, kitchenDoc, recordTransactions } from './modelCommandFixtures';
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
});
