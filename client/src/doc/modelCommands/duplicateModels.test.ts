import { MODEL_CHECKPOINTS, inches, readNodes } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { duplicateModels } from './duplicateModels';
import { BASE_24, kitchenDoc, model, recordTransactions, toInches } from './modelCommandFixtures';
import { placeModel } from './placeModel';
import { setLocked } from './setLocked';

const origin = { user: 'local' };

describe('duplicateModels', () => {
  it('puts an unlocked copy beside a model against a wall, one transaction recording cabinetsAdd', () => {
    const doc = kitchenDoc();
    const id = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(60), z: inches(14.25) } });
    setLocked(doc, origin, [id], true);
    const transactions = recordTransactions(doc);
    const [copy] = duplicateModels(doc, origin, [id]);
    expect(copy).toMatch(/^model_/);
    expect(copy).not.toBe(id);
    const copied = model(doc, copy!);
    expect(copied).toMatchObject({ catalogModelId: 'b24', catalogStyleId: 'shaker-white', locked: false });
    expect(toInches(copied.position.x)).toBeCloseTo(84, 9);
    expect(toInches(copied.position.z)).toBeCloseTo(14.25, 9);
    expect(model(doc, id).locked).toBe(true);
    expect(transactions).toEqual([
      { origin, label: MODEL_CHECKPOINTS.duplicateModels.label, undoAction: 'cabinetsAdd' },
    ]);
  });

  it('lands a copy in the next free spot when the one beside is taken', () => {
    const doc = kitchenDoc();
    const id = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(60), z: inches(14.25) } });
    placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(84), z: inches(14.25) } });
    const [copy] = duplicateModels(doc, origin, [id]);
    expect(toInches(model(doc, copy!).position.x)).toBeCloseTo(108, 9);
  });

  it('copies several models as a group beside the whole selection, keeping their layout', () => {
    const doc = kitchenDoc();
    const a = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(60), z: inches(14.25) } });
    const b = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(84), z: inches(14.25) } });
    const copies = duplicateModels(doc, origin, [a, b]);
    expect(copies).toHaveLength(2);
    expect(copies.map((copy) => toInches(model(doc, copy).position.x))).toEqual([
      expect.closeTo(108, 9),
      expect.closeTo(132, 9),
    ]);
    expect(readNodes(doc, 'model')).toHaveLength(4);
  });
});
