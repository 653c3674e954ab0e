import { MODEL_CHECKPOINTS, inches, readNodes } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { sinkHostOf } from '../../model/placement/sinkHostOf';
import { invertModel } from './invertModel';
import {
  BASE_24,
  FRIDGE,
  kitchenDoc,
  kitchenWithSeatedSink,
  model,
  recordTransactions,
} from './modelCommandFixtures';
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

  it('leaves a sink seated in a mirrored sink base seated where it was (the basin is centred across it)', () => {
    const { doc, base, sink } = kitchenWithSeatedSink(origin);
    const before = model(doc, sink);
    invertModel(doc, origin, base);
    expect(model(doc, base).inverted).toBe(true);
    expect(model(doc, sink)).toEqual(before);
    expect(sinkHostOf(model(doc, sink), readNodes(doc, 'model'))?.id).toBe(base);
  });
});
