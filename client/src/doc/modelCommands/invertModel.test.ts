import { MODEL_CHECKPOINTS, inches } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { invertModel } from './invertModel';
import { BASE_24, FRIDGE, kitchenDoc, model, recordTransactions } from './modelCommandFixtures';
import { placeModel } from './placeModel';
import { setLocked } from './setLocked';

const origin = { user: 'local' };

describe('invertModel', () => {
  it('mirrors a cabinet and back, one transaction each with its checkpoint', () => {
    const doc = kitchenDoc();
    const id = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(60), z: inches(60) } });
    const transactions = recordTransactions(doc);
    invertModel(doc, origin, id);
    expect(model(doc, id).inverted).toBe(true);
    invertModel(doc, origin, id);
    expect(model(doc, id).inverted).toBe(false);
    expect(transactions.map((transaction) => transaction.label)).toEqual([
      MODEL_CHECKPOINTS.invertModel.label,
      MODEL_CHECKPOINTS.invertModel.label,
    ]);
  });

  it('refuses a model that cannot be inverted and a locked one', () => {
    const doc = kitchenDoc();
    const fridge = placeModel(doc, origin, { catalogModel: FRIDGE, at: { x: inches(60), z: inches(60) } });
    expect(() => invertModel(doc, origin, fridge)).toThrow('"Refrigerator 36"" cannot be inverted.');
    const base = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(120), z: inches(60) } });
    setLocked(doc, origin, [base], true);
    expect(() => invertModel(doc, origin, base)).toThrow('is locked');
    expect(model(doc, base).inverted).toBe(false);
  });
});
