import { MODEL_CHECKPOINTS, inches } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import {
  BASE_24,
  POT,
  kitchenWithSeatedSink,
  kitchenDoc,
  model,
  recordTransactions,
  toInches,
} from './modelCommandFixtures';
import { moveModels } from './moveModels';
import { placeModel } from './placeModel';
import { setLocked } from './setLocked';

const origin = { user: 'local' };

describe('moveModels', () => {
  it('moves one model by the drag in one transaction with the caller origin and its checkpoint', () => {
    const doc = kitchenDoc();
    const id = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(60), z: inches(60) } });
    const transactions = recordTransactions(doc);
    expect(moveModels(doc, origin, [id], { x: inches(10), z: 0 })).toEqual({ resolved: true });
    expect(toInches(model(doc, id).position.x)).toBeCloseTo(70, 9);
    expect(transactions).toEqual([{ origin, label: MODEL_CHECKPOINTS.moveModels.label, undoAction: null }]);
  });

  it('snaps one model dragged near a wall and keeps its footprint in step', () => {
    const doc = kitchenDoc();
    const id = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(60), z: inches(60) } });
    moveModels(doc, origin, [id], { x: 0, z: inches(-42) });
    const moved = model(doc, id);
    expect(toInches(moved.position.z)).toBeCloseTo(14.25, 9);
    expect(Math.min(...moved.box2d.map((corner) => toInches(corner.z)))).toBeCloseTo(2.25, 9);
  });

  it('moves several models rigidly and pushes them out of a wall together', () => {
    const doc = kitchenDoc();
    const a = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(60), z: inches(60) } });
    const b = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(84), z: inches(60) } });
    moveModels(doc, origin, [a, b], { x: 0, z: inches(-50) });
    expect(toInches(model(doc, a).position.z)).toBeCloseTo(14.25, 9);
    expect(toInches(model(doc, b).position.z)).toBeCloseTo(14.25, 9);
    expect(toInches(model(doc, b).position.x - model(doc, a).position.x)).toBeCloseTo(24, 9);
  });

  it('drops a pot moved off a counter back to its rest height', () => {
    const doc = kitchenDoc();
    placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(60), z: inches(14.25) } });
    const pot = placeModel(doc, origin, { catalogModel: POT, at: { x: inches(60), z: inches(14) } });
    expect(toInches(model(doc, pot).position.y)).toBeCloseTo(34.5, 9);
    moveModels(doc, origin, [pot], { x: inches(60), z: inches(40) });
    expect(model(doc, pot).position.y).toBe(0);
  });

  it('refuses to move a locked model and writes nothing', () => {
    const doc = kitchenDoc();
    const a = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(60), z: inches(60) } });
    const b = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(120), z: inches(60) } });
    setLocked(doc, origin, [b], true);
    const before = [model(doc, a), model(doc, b)];
    const transactions = recordTransactions(doc);
    expect(() => moveModels(doc, origin, [a, b], { x: inches(5), z: 0 })).toThrow(
      '"Base 24"" is locked: unlock it before moving it.',
    );
    expect([model(doc, a), model(doc, b)]).toEqual(before);
    expect(transactions).toEqual([]);
  });

  it('refuses a model that is not in the design', () => {
    const doc = kitchenDoc();
    expect(() => moveModels(doc, origin, ['model_gone'], { x: 1, z: 0 })).toThrow(
      'There is no model model_gone in this design.',
    );
  });

  describe('a sink seated in a sink base', () => {
    it('goes with its base when the base is moved, in the same step, keeping its place in it', () => {
      const { doc, base, sink } = kitchenWithSeatedSink(origin);
      const before = { base: model(doc, base), sink: model(doc, sink) };
      expect(toInches(before.sink.position.x)).toBeCloseTo(toInches(before.base.position.x), 6);
      const transactions = recordTransactions(doc);
      moveModels(doc, origin, [base], { x: inches(48), z: 0 });
      const after = { base: model(doc, base), sink: model(doc, sink) };
      expect(toInches(after.base.position.x - before.base.position.x)).toBeCloseTo(48, 6);
      expect(toInches(after.sink.position.x - before.sink.position.x)).toBeCloseTo(48, 6);
      expect(after.sink.position.z).toBeCloseTo(before.sink.position.z, 9);
      expect(after.sink.position.y).toBeCloseTo(before.sink.position.y, 9);
      expect(after.sink.box2d).not.toEqual(before.sink.box2d);
      expect(transactions).toHaveLength(1);
    });

    it('stays where it is when only the sink is moved, and a sink elsewhere stays when a base moves', () => {
      const { doc, base, sink } = kitchenWithSeatedSink(origin);
      moveModels(doc, origin, [sink], { x: inches(100), z: inches(60) });
      const moved = model(doc, sink);
      const baseBefore = model(doc, base);
      moveModels(doc, origin, [base], { x: inches(48), z: 0 });
      expect(model(doc, sink).position).toEqual(moved.position);
      expect(toInches(model(doc, base).position.x - baseBefore.position.x)).toBeCloseTo(48, 6);
    });
  });
});
