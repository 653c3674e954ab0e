import {
  CatalogCountertopSchema,
  CatalogHandleSchema,
  CHECKPOINT_LABELS,
  inches,
  NO_HANDLES,
  readDesign,
  TextureSchema,
} from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createUndoHistory } from '../../collab/createUndoHistory';
import { COMMAND_LABEL_META } from '../../collab/runCommand';
import { chooseFlooring } from './chooseFlooring';
import { chooseHandles } from './chooseHandles';
import { clickCountertop } from './clickCountertop';
import { transactionUndoEntry } from './designUndoEntry';
import { editFlooring } from './editFlooring';
import { setCountertopRepeat } from './setCountertopRepeat';

const origin = { user: 'local' };
const QUARTZ = CatalogCountertopSchema.parse({
  id: 'ct-quartz',
  name: 'Quartz',
  countertopRepeat: { x: 0.5, z: 0.5 },
  app: { color: '#f2f1ed' },
});
const GRANITE = CatalogCountertopSchema.parse({
  id: 'ct-granite',
  name: 'Granite',
  app: { color: '#1d1e20' },
});
const MARBLE = CatalogCountertopSchema.parse({ id: 'ct-marble', name: 'Marble', locked: true });
const OAK = TextureSchema.parse({
  id: 'floor-oak',
  name: 'Oak',
  category: 'flooring',
  app: { color: '#c8a97e' },
});
const SLATE = TextureSchema.parse({ id: 'floor-slate', name: 'Slate', category: 'flooring', locked: true });
const SUBWAY = TextureSchema.parse({ id: 'bs-subway', name: 'Subway', category: 'backsplash' });
const BAR = CatalogHandleSchema.parse({
  id: 'bar-128-ss',
  name: 'Bar',
  model: 'procedural:handle/bar-128-ss',
});
const MODELLESS = CatalogHandleSchema.parse({ id: 'bar-1', name: 'Bare' });

/** Each transaction's origin, label and undo entry, in order. */
function record(doc: Y.Doc) {
  const seen: { origin: unknown; label: unknown; entry: unknown }[] = [];
  doc.on('afterTransaction', (transaction: Y.Transaction) => {
    seen.push({
      origin: transaction.origin,
      label: transaction.meta.get(COMMAND_LABEL_META) ?? null,
      entry: transactionUndoEntry(transaction),
    });
  });
  return seen;
}

describe('clickCountertop', () => {
  it('chooses, clears on a second click and replaces, one labelled transaction each with oldId and newId', () => {
    const doc = new Y.Doc();
    const seen = record(doc);
    expect(clickCountertop(doc, origin, QUARTZ)).toBe('ct-quartz');
    expect(readDesign(doc).countertop).toMatchObject({
      id: 'ct-quartz',
      repeat: { x: 0.5, z: 0.5 },
      app: { color: '#f2f1ed' },
    });
    expect(clickCountertop(doc, origin, QUARTZ)).toBeNull();
    expect(readDesign(doc).countertop).toBeNull();
    clickCountertop(doc, origin, QUARTZ);
    clickCountertop(doc, origin, GRANITE);
    expect(readDesign(doc).countertop?.id).toBe('ct-granite');
    const label = CHECKPOINT_LABELS.countertopChange;
    expect(seen).toEqual([
      { origin, label, entry: { action: 'countertopChange', oldId: null, newId: 'ct-quartz' } },
      { origin, label, entry: { action: 'countertopChange', oldId: 'ct-quartz', newId: null } },
      { origin, label, entry: { action: 'countertopChange', oldId: null, newId: 'ct-quartz' } },
      { origin, label, entry: { action: 'countertopChange', oldId: 'ct-quartz', newId: 'ct-granite' } },
    ]);
  });

  it('is undone in one step, labelled Changed Countertop, and a new pick clears the redo history', () => {
    const doc = new Y.Doc();
    const history = createUndoHistory(doc, origin);
    clickCountertop(doc, origin, QUARTZ);
    clickCountertop(doc, origin, GRANITE);
    expect(history.snapshot().undoLabel).toBe('Changed Countertop');
    history.undo();
    expect(readDesign(doc).countertop?.id).toBe('ct-quartz');
    expect(history.snapshot().canRedo).toBe(true);
    clickCountertop(doc, origin, QUARTZ);
    expect(readDesign(doc).countertop).toBeNull();
    expect(history.snapshot().canRedo).toBe(false);
    history.destroy();
  });

  it('refuses a locked countertop and writes nothing', () => {
    const doc = new Y.Doc();
    clickCountertop(doc, origin, QUARTZ);
    const seen = record(doc);
    expect(() => clickCountertop(doc, origin, MARBLE)).toThrow('Marble is a premium countertop.');
    expect(readDesign(doc).countertop?.id).toBe('ct-quartz');
    expect(seen).toEqual([]);
  });
});

describe('setCountertopRepeat', () => {
  it('changes the pattern size and mirror of the chosen countertop as a Changed Countertop step', () => {
    const doc = new Y.Doc();
    clickCountertop(doc, origin, QUARTZ);
    const seen = record(doc);
    setCountertopRepeat(doc, origin, { x: 2, mirrored: true });
    expect(readDesign(doc).countertop?.repeat).toEqual({ x: 2, z: 0.5, mirrored: true });
    expect(seen).toEqual([
      {
        origin,
        label: 'Changed Countertop',
        entry: { action: 'countertopChange', oldId: 'ct-quartz', newId: 'ct-quartz' },
      },
    ]);
  });

  it('refuses negative or infinite sizes and a missing countertop, writing nothing', () => {
    const doc = new Y.Doc();
    expect(() => setCountertopRepeat(doc, origin, { x: 2 })).toThrow('Choose a countertop first.');
    clickCountertop(doc, origin, QUARTZ);
    const seen = record(doc);
    expect(() => setCountertopRepeat(doc, origin, { x: -1 })).toThrow('not negative');
    expect(() => setCountertopRepeat(doc, origin, { z: Infinity })).toThrow('not negative');
    expect(readDesign(doc).countertop?.repeat).toEqual({ x: 0.5, z: 0.5, mirrored: false });
    expect(seen).toEqual([]);
  });
});

describe('chooseFlooring and editFlooring', () => {
  it('chooses a flooring texture and Default clears it, each one Changed flooring step', () => {
    const doc = new Y.Doc();
    const history = createUndoHistory(doc, origin);
    const seen = record(doc);
    chooseFlooring(doc, origin, OAK);
    expect(readDesign(doc).flooring).toMatchObject({
      id: 'floor-oak',
      rotation: 0,
      app: { color: '#c8a97e' },
    });
    chooseFlooring(doc, origin, null);
    expect(readDesign(doc).flooring).toBeNull();
    expect(seen.map(({ label, entry }) => [label, entry])).toEqual([
      ['Changed flooring', { action: 'flooringChange' }],
      ['Changed flooring', { action: 'flooringChange' }],
    ]);
    history.undo();
    expect(readDesign(doc).flooring?.id).toBe('floor-oak');
    history.destroy();
  });

  it('refuses a locked texture or one of another category without writing', () => {
    const doc = new Y.Doc();
    chooseFlooring(doc, origin, OAK);
    const seen = record(doc);
    expect(() => chooseFlooring(doc, origin, SLATE)).toThrow('Slate is a premium texture.');
    expect(() => chooseFlooring(doc, origin, SUBWAY)).toThrow('not a flooring texture');
    expect(readDesign(doc).flooring?.id).toBe('floor-oak');
    expect(seen).toEqual([]);
  });

  it('wraps the rotation into 0 to 360 and keeps overhangs and repeat not negative', () => {
    const doc = new Y.Doc();
    chooseFlooring(doc, origin, OAK);
    const seen = record(doc);
    editFlooring(doc, origin, { rotation: 400 });
    expect(readDesign(doc).flooring?.rotation).toBe(40);
    editFlooring(doc, origin, { overhang: { left: inches(1.5) }, repeat: { mirrored: true } });
    expect(readDesign(doc).flooring?.overhang.left).toBeCloseTo(inches(1.5));
    expect(readDesign(doc).flooring?.repeat.mirrored).toBe(true);
    expect(() => editFlooring(doc, origin, { overhang: { top: -0.1 } })).toThrow('not negative');
    expect(() => editFlooring(doc, origin, { repeat: { x: Number.NaN } })).toThrow('not negative');
    expect(readDesign(doc).flooring?.overhang.top).toBe(0);
    expect(seen.map(({ label }) => label)).toEqual(['Changed flooring', 'Changed flooring']);
  });

  it('refuses an edit without a flooring', () => {
    expect(() => editFlooring(new Y.Doc(), origin, { rotation: 10 })).toThrow('Choose a flooring first.');
  });
});

describe('chooseHandles', () => {
  it('sets None, a catalogue handle and Default, one Changed Handles step each', () => {
    const doc = new Y.Doc();
    const seen = record(doc);
    chooseHandles(doc, origin, { kind: 'none' });
    expect(readDesign(doc).handle).toBe(NO_HANDLES);
    chooseHandles(doc, origin, { kind: 'handle', handle: BAR });
    expect(readDesign(doc).handle).toBe('bar-128-ss');
    chooseHandles(doc, origin, { kind: 'default' });
    expect(readDesign(doc).handle).toBeNull();
    expect(seen.map(({ label, entry }) => [label, entry])).toEqual(
      Array.from({ length: 3 }, () => ['Changed Handles', { action: 'handleEdit' }]),
    );
  });

  it('refuses a locked handle or one without a model', () => {
    const doc = new Y.Doc();
    const seen = record(doc);
    expect(() => chooseHandles(doc, origin, { kind: 'handle', handle: { ...BAR, locked: true } })).toThrow(
      'premium handle',
    );
    expect(() => chooseHandles(doc, origin, { kind: 'handle', handle: MODELLESS })).toThrow('no model');
    expect(seen).toEqual([]);
  });
});
