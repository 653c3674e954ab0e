import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { readRootMapEntry, UNREADABLE_ENTRY } from './readRootMapEntry';

/** Every update a document makes from now on, in order. */
function recording(doc: Y.Doc): Uint8Array[] {
  const updates: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array) => updates.push(update));
  return updates;
}

const decodeAll = (updates: readonly Uint8Array[]) => updates.map((update) => Y.decodeUpdate(update));

/** What a document built from the updates holds there, for comparison. */
function builtEntry(updates: readonly Uint8Array[], root: string, key: string): unknown {
  const doc = new Y.Doc();
  for (const update of updates) Y.applyUpdate(doc, update);
  return doc.getMap(root).get(key);
}

describe('readRootMapEntry', () => {
  it('reads the value a top-level map holds under a key, as a built document does', () => {
    const doc = new Y.Doc();
    const updates = recording(doc);
    doc.getMap('meta').set('schemaVersions', { wall: 2 });
    doc.getMap('nodes').set('schemaVersions', 'not this one');
    expect(readRootMapEntry(decodeAll(updates), 'meta', 'schemaVersions')).toEqual({ wall: 2 });
  });

  it('reads the last of several writes spread over the log, through a snapshot and a tail whose items hang off each other', () => {
    const doc = new Y.Doc();
    const updates = recording(doc);
    for (let round = 0; round < 30; round += 1) {
      doc.getMap('meta').set('schemaVersions', { wall: round });
      doc.getMap('meta').set('other', round);
      doc.getText('notes').insert(0, `r${round}`);
    }
    const snapshot = Y.encodeStateAsUpdate(doc);
    const tail = recording(doc);
    doc.getMap('meta').set('schemaVersions', { wall: 99 });
    doc.getMap('meta').set('other', 'x');

    for (const log of [updates, [snapshot, ...tail], [Y.mergeUpdates(tail), snapshot]]) {
      expect(readRootMapEntry(decodeAll(log), 'meta', 'schemaVersions')).toEqual({ wall: 99 });
      expect(builtEntry(log, 'meta', 'schemaVersions')).toEqual({ wall: 99 });
    }
  });

  it('gives undefined when nothing is stored under the key, or what was stored there was deleted', () => {
    const doc = new Y.Doc();
    const updates = recording(doc);
    doc.getMap('design').set('name', 'kitchen');
    expect(readRootMapEntry(decodeAll(updates), 'meta', 'schemaVersions')).toBeUndefined();
    doc.getMap('meta').set('schemaVersions', { wall: 1 });
    doc.getMap('meta').delete('schemaVersions');
    expect(readRootMapEntry(decodeAll(updates), 'meta', 'schemaVersions')).toBeUndefined();
    expect(
      readRootMapEntry([Y.decodeUpdate(Y.encodeStateAsUpdate(doc))], 'meta', 'schemaVersions'),
    ).toBeUndefined();
  });

  it('does not take an entry of a nested map under the same key for the top-level one', () => {
    const doc = new Y.Doc();
    const updates = recording(doc);
    const nested = new Y.Map<unknown>();
    doc.getMap('meta').set('inner', nested);
    nested.set('schemaVersions', { wall: 7 });
    expect(readRootMapEntry(decodeAll(updates), 'meta', 'schemaVersions')).toBeUndefined();
  });

  it('cannot tell when two writers set the key concurrently, since Yjs settles that only on integration', () => {
    const ann = new Y.Doc();
    const bob = new Y.Doc();
    const annUpdates = recording(ann);
    const bobUpdates = recording(bob);
    ann.getMap('meta').set('schemaVersions', { wall: 1 });
    bob.getMap('meta').set('schemaVersions', { wall: 2 });
    expect(readRootMapEntry(decodeAll([...annUpdates, ...bobUpdates]), 'meta', 'schemaVersions')).toBe(
      UNREADABLE_ENTRY,
    );
  });

  it('cannot tell when an item hangs off one no update holds, since it could be such an entry', () => {
    const doc = new Y.Doc();
    doc.getMap('meta').set('schemaVersions', { wall: 1 });
    const later = recording(doc);
    doc.getMap('meta').set('schemaVersions', { wall: 2 });
    // The later write alone: its item names the first write's item as its left neighbour.
    expect(later).toHaveLength(1);
    expect(readRootMapEntry(decodeAll(later), 'meta', 'schemaVersions')).toBe(UNREADABLE_ENTRY);
  });

  it('cannot tell when the value is a shared type rather than one plain value', () => {
    const doc = new Y.Doc();
    const updates = recording(doc);
    doc.getMap('meta').set('schemaVersions', new Y.Map([['wall', 1]]));
    expect(readRootMapEntry(decodeAll(updates), 'meta', 'schemaVersions')).toBe(UNREADABLE_ENTRY);
  });

  it('traces a chain of 20,000 items, each placed only by its right neighbour, without running out of stack', () => {
    const doc = new Y.Doc();
    doc.transact(() => {
      const notes = doc.getText('notes');
      for (let i = 0; i < 20_000; i += 1) notes.insert(0, 'x');
      doc.getMap('meta').set('schemaVersions', { wall: 3 });
    });
    const whole = Y.encodeStateAsUpdate(doc);
    expect(Y.decodeUpdate(whole).structs.length).toBeGreaterThan(20_000);
    expect(readRootMapEntry([Y.decodeUpdate(whole)], 'meta', 'schemaVersions')).toEqual({ wall: 3 });
  });
});
