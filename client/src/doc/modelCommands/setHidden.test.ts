import { MODEL_CHECKPOINTS, inches } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { BASE_24, kitchenDoc, model, recordTransactions, toInches } from './modelCommandFixtures';
import { placeModel } from './placeModel';
import { setHidden } from './setHidden';

const origin = { user: 'local' };

describe('setHidden', () => {
  it('hides and shows models through their visible field, with their checkpoints', () => {
    const doc = kitchenDoc();
    const id = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(60), z: inches(60) } });
    const transactions = recordTransactions(doc);
    setHidden(doc, origin, [id], true);
    expect(model(doc, id).visible).toBe(false);
    setHidden(doc, origin, [id], false);
    expect(model(doc, id).visible).toBe(true);
    expect(transactions.map((transaction) => transaction.label)).toEqual([
      MODEL_CHECKPOINTS.hideModels.label,
      MODEL_CHECKPOINTS.showModels.label,
    ]);
  });

  it('keeps a hidden model in the room: a new one is placed clear of it', () => {
    const doc = kitchenDoc();
    const hidden = placeModel(doc, origin, {
      catalogModel: BASE_24,
      at: { x: inches(60), z: inches(14.25) },
    });
    setHidden(doc, origin, [hidden], true);
    const next = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(62), z: inches(14.25) } });
    expect(toInches(model(doc, next).position.x)).toBeCloseTo(84, 9);
  });
});
