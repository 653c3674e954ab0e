import { MODEL_CHECKPOINTS, inches, readNodes, updateNode } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { createUndoHistory } from '../../collab/createUndoHistory';
import { sinkHostOf } from '../../model/placement/sinkHostOf';
import {
  BASE_24,
  catalogModel,
  kitchenDoc,
  kitchenWithSeatedSink,
  model,
  recordTransactions,
  toInches,
} from './modelCommandFixtures';
import { placeModel } from './placeModel';
import { rotateModels } from './rotateModels';
import { setLocked } from './setLocked';

const origin = { user: 'local' };
const WIDE = catalogModel({ catalogModelId: 'b36', name: 'Base 36"', size: [36, 34.5, 24] });

describe('rotateModels', () => {
  it('turns a model about its centre in one transaction with its checkpoint', () => {
    const doc = kitchenDoc();
    const id = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(60), z: inches(60) } });
    const transactions = recordTransactions(doc);
    rotateModels(doc, origin, [id], Math.PI / 2);
    const turned = model(doc, id);
    expect(turned.rotation.y).toBeCloseTo(Math.PI / 2, 12);
    expect(toInches(turned.position.x)).toBeCloseTo(60, 9);
    expect(transactions).toEqual([{ origin, label: MODEL_CHECKPOINTS.rotateModels.label, undoAction: null }]);
  });

  it('pushes a turned model back out of the wall it now reaches into, keeping the new rotation', () => {
    const doc = kitchenDoc();
    const id = placeModel(doc, origin, { catalogModel: WIDE, at: { x: inches(60), z: inches(14.25) } });
    expect(toInches(model(doc, id).position.z)).toBeCloseTo(14.25, 9);
    expect(rotateModels(doc, origin, [id], Math.PI / 2)).toEqual({ resolved: true });
    const turned = model(doc, id);
    expect(turned.rotation.y).toBeCloseTo(Math.PI / 2, 12);
    expect(toInches(turned.position.z)).toBeCloseTo(2.25 + 18, 9);
  });

  it('refuses locked models and models whose rotation is locked', () => {
    const doc = kitchenDoc();
    const locked = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(60), z: inches(60) } });
    setLocked(doc, origin, [locked], true);
    expect(() => rotateModels(doc, origin, [locked], 1)).toThrow('is locked: unlock it before rotating it.');
    const fixed = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(120), z: inches(60) } });
    doc.transact(() => updateNode(doc, 'model', fixed, { lockRotation: true }));
    expect(() => rotateModels(doc, origin, [fixed], 1)).toThrow('"Base 24"" cannot be rotated.');
    expect(model(doc, fixed).rotation.y).toBe(0);
  });

  describe('a sink seated in a sink base', () => {
    it('turns with its base about the base centre, in the same step, and one undo puts both back', () => {
      const { doc, base, sink } = kitchenWithSeatedSink(origin);
      const before = { base: model(doc, base), sink: model(doc, sink) };
      const along = before.sink.position.x - before.base.position.x;
      const across = before.sink.position.z - before.base.position.z;
      const history = createUndoHistory(doc, origin);
      const transactions = recordTransactions(doc);
      expect(rotateModels(doc, origin, [base], Math.PI / 2)).toEqual({ resolved: true });
      const after = { base: model(doc, base), sink: model(doc, sink) };
      // Turned a quarter and pushed off the wall: the base's width now runs along -z, its depth along +x.
      expect(toInches(after.base.position.z)).toBeCloseTo(2.25 + 18, 9);
      expect(after.sink.position.x).toBeCloseTo(after.base.position.x + across, 9);
      expect(after.sink.position.z).toBeCloseTo(after.base.position.z - along, 9);
      expect(after.sink.position.y).toBeCloseTo(before.sink.position.y, 9);
      expect(after.sink.rotation.y).toBeCloseTo(before.sink.rotation.y + Math.PI / 2, 12);
      expect(after.sink.box2d).not.toEqual(before.sink.box2d);
      expect(sinkHostOf(after.sink, readNodes(doc, 'model'))?.id).toBe(base);
      expect(transactions).toEqual([
        { origin, label: MODEL_CHECKPOINTS.rotateModels.label, undoAction: null },
      ]);
      history.undo();
      expect(model(doc, base)).toEqual(before.base);
      expect(model(doc, sink)).toEqual(before.sink);
      history.destroy();
    });

    it('ends up the same when it is selected with its base as when the base alone is turned', () => {
      const alone = kitchenWithSeatedSink(origin);
      rotateModels(alone.doc, origin, [alone.base], Math.PI / 2);
      const both = kitchenWithSeatedSink(origin);
      rotateModels(both.doc, origin, [both.sink, both.base], Math.PI / 2);
      expect(model(both.doc, both.sink).position).toEqual(model(alone.doc, alone.sink).position);
      expect(model(both.doc, both.sink).rotation).toEqual(model(alone.doc, alone.sink).rotation);
    });

    it('stays where it is when it is locked, as it does when its base is moved', () => {
      const { doc, base, sink } = kitchenWithSeatedSink(origin);
      setLocked(doc, origin, [sink], true);
      const before = model(doc, sink);
      rotateModels(doc, origin, [base], Math.PI / 2);
      expect(model(doc, sink).position).toEqual(before.position);
      expect(model(doc, sink).rotation).toEqual(before.rotation);
    });
  });
});
