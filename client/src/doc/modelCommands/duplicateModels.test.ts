import { MODEL_CHECKPOINTS, inches, readNodes } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { duplicateModels } from './duplicateModels';
import { createUndoHistory } from '../../collab/createUndoHistory';
import {
  BASE_24,
  kitchenDoc,
  kitchenWithSeatedSink,
  model,
  recordTransactions,
  toInches,
} from './modelCommandFixtures';
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

  describe('a sink seated in a duplicated sink base', () => {
    /** The models of the design that are decoration sinks, by id. */
    const sinks = (doc: ReturnType<typeof kitchenDoc>) =>
      readNodes(doc, 'model').filter((placed) => placed.modelType === 'decoration');

    it('gets a copy seated in the copy, in the same step, at the same place in it; one undo removes both', () => {
      const { doc, base, sink } = kitchenWithSeatedSink(origin);
      const original = { base: model(doc, base), sink: model(doc, sink) };
      const history = createUndoHistory(doc, origin);
      const transactions = recordTransactions(doc);
      const copies = duplicateModels(doc, origin, [base]);
      expect(copies).toHaveLength(1);
      const baseCopy = model(doc, copies[0]!);
      const sinkCopy = sinks(doc).find((placed) => placed.id !== sink)!;
      expect(sinkCopy).toMatchObject({ catalogModelId: 'deco-sink', locked: false });
      expect(toInches(baseCopy.position.x - original.base.position.x)).toBeCloseTo(36, 6);
      expect(sinkCopy.position.x - baseCopy.position.x).toBeCloseTo(
        original.sink.position.x - original.base.position.x,
        9,
      );
      expect(sinkCopy.position.z).toBeCloseTo(original.sink.position.z, 9);
      expect(sinkCopy.position.y).toBeCloseTo(original.sink.position.y, 9);
      expect(sinkCopy.box2d).not.toEqual(original.sink.box2d);
      expect(model(doc, sink)).toEqual(original.sink);
      expect(transactions).toEqual([
        { origin, label: MODEL_CHECKPOINTS.duplicateModels.label, undoAction: 'cabinetsAdd' },
      ]);
      history.undo();
      expect(
        readNodes(doc, 'model')
          .map((placed) => placed.id)
          .sort(),
      ).toEqual([base, sink].sort());
      history.destroy();
    });

    it('is copied once when it is duplicated with its base', () => {
      const { doc, base, sink } = kitchenWithSeatedSink(origin);
      expect(duplicateModels(doc, origin, [base, sink])).toHaveLength(2);
      expect(sinks(doc)).toHaveLength(2);
    });

    it('rides along when its base is duplicated in a group', () => {
      const { doc, base } = kitchenWithSeatedSink(origin);
      const other = placeModel(doc, origin, {
        catalogModel: BASE_24,
        at: { x: inches(108), z: inches(14.25) },
      });
      const copies = duplicateModels(doc, origin, [base, other]);
      const baseCopy = model(doc, copies[0]!);
      const sinkCopy = sinks(doc).find((placed) => Math.abs(placed.position.x - baseCopy.position.x) < 0.1);
      expect(sinkCopy).toBeDefined();
      expect(readNodes(doc, 'model')).toHaveLength(6);
    });

    it('is not copied when it is locked, as it stays when its base is moved', () => {
      const { doc, base, sink } = kitchenWithSeatedSink(origin);
      setLocked(doc, origin, [sink], true);
      duplicateModels(doc, origin, [base]);
      expect(sinks(doc).map((placed) => placed.id)).toEqual([sink]);
    });
  });
});
