import { MODEL_CHECKPOINTS, inches, readNodes, updateNode } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { createUndoHistory } from '../../collab/createUndoHistory';
import { sinkHostOf } from '../../model/placement/sinkHostOf';
import {
  BASE_24,
  SINK_BASE_36,
  UNDERMOUNT_SINK,
  kitchenDoc,
  kitchenWithSeatedSink,
  model,
  recordTransactions,
  toInches,
} from './modelCommandFixtures';
import { ModelCommandError } from './modelCommandError';
import { placeModel } from './placeModel';
import { setLocked } from './setLocked';
import { setModelDimensions, snapDimension } from './setModelDimensions';

const origin = { user: 'local' };

describe('snapDimension', () => {
  it('snaps to half-inch steps for inches and half steps of cm and mm', () => {
    expect(toInches(snapDimension(inches(30.3), 'inch'))).toBeCloseTo(30.5, 9);
    expect(toInches(snapDimension(inches(30.2), 'inch'))).toBeCloseTo(30, 9);
    expect(snapDimension(0.6128, 'cm')).toBeCloseTo(0.615, 12);
    expect(snapDimension(0.6123, 'cm')).toBeCloseTo(0.61, 12);
    expect(snapDimension(0.61234, 'mm')).toBeCloseTo(0.6125, 12);
  });

  it('keeps feet and meters as typed: half a foot or a meter would throw the entry away', () => {
    expect(snapDimension(0.61, 'm')).toBe(0.61);
    expect(snapDimension(0.61, 'ft')).toBe(0.61);
  });
});

describe('setModelDimensions', () => {
  it('resizes in one transaction with its checkpoint, keeping the back-left corner against the wall', () => {
    const doc = kitchenDoc();
    const id = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(60), z: inches(14.25) } });
    const transactions = recordTransactions(doc);
    setModelDimensions(doc, origin, id, { width: inches(30.2), depth: inches(12) }, 'inch');
    const resized = model(doc, id);
    expect(toInches(resized.dimensions.width)).toBeCloseTo(30, 9);
    expect(toInches(resized.dimensions.depth)).toBeCloseTo(12, 9);
    expect(toInches(resized.dimensions.height)).toBeCloseTo(34.5, 9);
    expect(toInches(resized.position.x)).toBeCloseTo(48 + 15, 9);
    expect(toInches(resized.position.z)).toBeCloseTo(2.25 + 6, 9);
    // Named by its size, it is called by the new one, in the same transaction (one undo).
    expect(resized.modelName).toBe('Base 30"');
    expect(transactions).toEqual([
      { origin, label: MODEL_CHECKPOINTS.setModelDimensions.label, undoAction: null },
    ]);
  });

  it('refuses a model whose dimensions are not editable with a clear error', () => {
    const doc = kitchenDoc();
    const id = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(60), z: inches(60) } });
    doc.transact(() => updateNode(doc, 'model', id, { editableDimensions: false }));
    const before = model(doc, id);
    expect(() => setModelDimensions(doc, origin, id, { width: inches(30) }, 'inch')).toThrow(
      new ModelCommandError('dimensions_not_editable', 'The dimensions of "Base 24"" cannot be edited.'),
    );
    expect(model(doc, id)).toEqual(before);
  });

  it('refuses sizes that are not above zero or not finite, and locked models, writing nothing', () => {
    const doc = kitchenDoc();
    const id = placeModel(doc, origin, { catalogModel: BASE_24, at: { x: inches(60), z: inches(60) } });
    const before = model(doc, id);
    const transactions = recordTransactions(doc);
    expect(() => setModelDimensions(doc, origin, id, { width: 0 }, 'inch')).toThrow(
      'The width of "Base 24"" must be a number above zero.',
    );
    expect(() => setModelDimensions(doc, origin, id, { depth: inches(0.2) }, 'inch')).toThrow(
      'must be a number above zero',
    );
    expect(() => setModelDimensions(doc, origin, id, { height: Number.NaN }, 'inch')).toThrow(
      'must be a number above zero',
    );
    expect(transactions).toEqual([]);
    setLocked(doc, origin, [id], true);
    expect(() => setModelDimensions(doc, origin, id, { width: inches(30) }, 'inch')).toThrow(
      'unlock it before resizing it',
    );
    expect(model(doc, id).dimensions).toEqual(before.dimensions);
  });

  describe('a sink seated in a sink base', () => {
    it('stays seated, in the same step, where a drop into the resized base would seat it', () => {
      const { doc, base, sink } = kitchenWithSeatedSink(origin);
      const before = model(doc, sink);
      const history = createUndoHistory(doc, origin);
      const transactions = recordTransactions(doc);
      const change = { width: inches(30), height: inches(37.5), depth: inches(22) };
      setModelDimensions(doc, origin, base, change, 'inch');
      const after = model(doc, sink);
      expect(sinkHostOf(after, readNodes(doc, 'model'))?.id).toBe(base);
      expect(toInches(after.position.y - before.position.y)).toBeCloseTo(3, 9);
      expect(after.box2d).not.toEqual(before.box2d);
      expect(transactions).toEqual([
        { origin, label: MODEL_CHECKPOINTS.setModelDimensions.label, undoAction: null },
      ]);

      // The same base, resized first, then the sink dropped into it.
      const other = kitchenDoc();
      const otherBase = placeModel(other, origin, {
        catalogModel: SINK_BASE_36,
        at: { x: inches(60), z: inches(14.25) },
      });
      setModelDimensions(other, origin, otherBase, change, 'inch');
      const resizedBase = model(other, otherBase);
      const fresh = placeModel(other, origin, {
        catalogModel: UNDERMOUNT_SINK,
        at: { x: resizedBase.position.x, z: resizedBase.position.z },
      });
      const seatedThere = model(other, fresh).position;
      expect(after.position.x).toBeCloseTo(seatedThere.x, 9);
      expect(after.position.y).toBeCloseTo(seatedThere.y, 9);
      expect(after.position.z).toBeCloseTo(seatedThere.z, 9);

      history.undo();
      expect(model(doc, sink)).toEqual(before);
      history.destroy();
    });

    it('stays where it is when it is locked, as it does when its base is moved', () => {
      const { doc, base, sink } = kitchenWithSeatedSink(origin);
      setLocked(doc, origin, [sink], true);
      const before = model(doc, sink);
      setModelDimensions(doc, origin, base, { width: inches(30), height: inches(37.5) }, 'inch');
      expect(model(doc, sink)).toEqual(before);
    });
  });
});
