import { MODEL_CHECKPOINTS, inches } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { BASE_24, kitchenDoc, model, recordTransactions } from './modelCommandFixtures';
import { placeModel } from './placeModel';
import { setLocked } from './setLocked';

const origin = { user: 'local' };

describe('setLocked', () => {
  it('locks and unlocks several models, one transaction each, labelled by what it did', () => {
    const doc = kitchenDoc();
    const a = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(60), z: inches(60) } });
    const b = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(120), z: inches(60) } });
    const transactions = recordTransactions(doc);
    setLocked(doc, origin, [a, b], true);
    expect([model(doc, a).locked, model(doc, b).locked]).toEqual([true, true]);
    setLocked(doc, origin, [b], false);
    expect([model(doc, a).locked, model(doc, b).locked]).toEqual([true, false]);
    expect(transactions).toEqual([
      { origin, label: MODEL_CHECKPOINTS.lockModels.label, undoAction: null },
      { origin, label: MODEL_CHECKPOINTS.unlockModels.label, undoAction: null },
    ]);
  });

  it('refuses an unknown model without locking the others', () => {
    const doc = kitchenDoc();
    const a = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(60), z: inches(60) } });
    expect(() => setLocked(doc, origin, [a, 'model_gone'], true)).toThrow('no model model_gone');
    expect(model(doc, a).locked).toBe(false);
  });
});
