import {
  DOCUMENT_MAPS,
  SCHEMA_VERSIONS_KEY,
  designMap,
  migrateDoc,
  nodesMap,
  readNode,
  writeDesignField,
  writeNode,
} from '@kitchensync/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { PastDesignUnreadableError } from './PastDesignUnreadableError';
import { restoreDesign } from './restoreDesign';

const DESIGN_ROOTS = DOCUMENT_MAPS.filter((name) => name !== 'meta');

/** Everything a restore is meant to bring back: every top-level map but `meta`. */
function designJson(doc: Y.Doc): Record<string, unknown> {
  return Object.fromEntries(DESIGN_ROOTS.map((name) => [name, doc.getMap(name).toJSON()]));
}

function stateOf(doc: Y.Doc): Uint8Array {
  return Y.encodeStateAsUpdate(doc);
}

function docFrom(state: Uint8Array): Y.Doc {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  return doc;
}

/** A document at the current schema, as the server holds every loaded save. */
function currentDoc(): Y.Doc {
  const doc = new Y.Doc();
  migrateDoc(doc);
  return doc;
}

function countUpdates(doc: Y.Doc, run: () => void): number {
  let updates = 0;
  const count = () => {
    updates += 1;
  };
  doc.on('update', count);
  try {
    run();
  } finally {
    doc.off('update', count);
  }
  return updates;
}

function exchangeUpdates(a: Y.Doc, b: Y.Doc): void {
  const forB = Y.encodeStateAsUpdate(a, Y.encodeStateVector(b));
  const forA = Y.encodeStateAsUpdate(b, Y.encodeStateVector(a));
  Y.applyUpdate(b, forB);
  Y.applyUpdate(a, forA);
}

const wall = (id: string, height: number) => ({
  id,
  position: { x: 0, z: 0 },
  dimensions: { x: 2, y: height, z: 0.1 },
  name: id,
});

describe('restoreDesign', () => {
  it('brings back deleted nodes, removes added ones and resets changed fields and settings', () => {
    const doc = currentDoc();
    doc.transact(() => {
      writeNode(doc, 'wall', wall('wall_a', 2.4));
      writeNode(doc, 'wall', wall('wall_b', 2.4));
      writeDesignField(doc, 'style', 'shaker');
    });
    const past = stateOf(doc);
    const expected = designJson(docFrom(past));
    doc.transact(() => {
      nodesMap(doc, 'wall').delete('wall_a');
      writeNode(doc, 'wall', wall('wall_b', 3));
      writeNode(doc, 'wall', wall('wall_c', 2.4));
      writeDesignField(doc, 'style', 'modern');
    });

    restoreDesign(doc, past);

    expect(designJson(doc)).toEqual(expected);
    expect(readNode(doc, 'wall', 'wall_a')).not.toBeNull();
    expect(readNode(doc, 'wall', 'wall_c')).toBeNull();
  });

  it('edits a node that still exists in place rather than replacing it', () => {
    const doc = currentDoc();
    writeNode(doc, 'wall', wall('wall_a', 2.4));
    const past = stateOf(doc);
    const node = nodesMap(doc, 'wall').get('wall_a');
    writeNode(doc, 'wall', wall('wall_a', 3));

    restoreDesign(doc, past);

    expect(nodesMap(doc, 'wall').get('wall_a')).toBe(node);
    expect(readNode(doc, 'wall', 'wall_a')?.dimensions.y).toBe(2.4);
  });

  it('is one update when something differs', () => {
    const doc = currentDoc();
    writeNode(doc, 'wall', wall('wall_a', 2.4));
    const past = stateOf(doc);
    doc.transact(() => {
      writeNode(doc, 'wall', wall('wall_a', 3));
      writeNode(doc, 'wall', wall('wall_b', 3));
      writeDesignField(doc, 'style', 'modern');
    });

    expect(countUpdates(doc, () => restoreDesign(doc, past))).toBe(1);
  });

  it('writes nothing (no update) when the design already equals the past one', () => {
    const doc = currentDoc();
    writeNode(doc, 'wall', wall('wall_a', 2.4));
    const past = stateOf(doc);
    expect(countUpdates(doc, () => restoreDesign(doc, past))).toBe(0);

    // Equal content reached by other edits is just as much a no-op.
    writeNode(doc, 'wall', wall('wall_a', 3));
    writeNode(doc, 'wall', wall('wall_a', 2.4));
    expect(countUpdates(doc, () => restoreDesign(doc, past))).toBe(0);
  });

  it('leaves meta alone and migrates an older past state before comparing it', () => {
    // A state from before any migration: no version vector, a wall without a name.
    const old = new Y.Doc();
    nodesMap(old, 'wall').set('wall_old', new Y.Map(Object.entries({ position: { x: 0, z: 0 } })));
    const past = stateOf(old);
    const doc = currentDoc();
    writeNode(doc, 'wall', wall('wall_a', 2.4));
    const meta = doc.getMap('meta').toJSON();

    restoreDesign(doc, past);

    expect(doc.getMap('meta').toJSON()).toEqual(meta);
    expect(doc.getMap('meta').get(SCHEMA_VERSIONS_KEY)).toEqual(meta[SCHEMA_VERSIONS_KEY]);
    expect([...nodesMap(doc, 'wall').keys()]).toEqual(['wall_old']);
    // wallNameDefault ran on the copy: the restored wall has the name the current schema requires.
    expect(nodesMap(doc, 'wall').get('wall_old')?.get('name')).toBe('');
  });

  it('refuses a past state written by a newer version, changing nothing', () => {
    const newer = currentDoc();
    newer.getMap('meta').set(SCHEMA_VERSIONS_KEY, { wall: 999 });
    const doc = currentDoc();
    writeNode(doc, 'wall', wall('wall_a', 2.4));
    const before = designJson(doc);

    let updates = 0;
    expect(() => {
      updates = countUpdates(doc, () => restoreDesign(doc, stateOf(newer)));
    }).toThrow(PastDesignUnreadableError);
    expect(updates).toBe(0);
    expect(designJson(doc)).toEqual(before);
  });

  it('keeps a concurrent edit to a field the restore did not touch, and both replicas converge', () => {
    const server = currentDoc();
    writeNode(server, 'wall', wall('wall_a', 2.4));
    designMap(server).set('countertop', null);
    const past = stateOf(server);
    writeNode(server, 'wall', { ...wall('wall_a', 3), name: 'Renamed' });
    const client = docFrom(stateOf(server));

    // Offline on the client while the server restores: another field of the same wall, a new wall.
    client.transact(() => {
      nodesMap(client, 'wall').get('wall_a')?.set('angle', 1);
      writeNode(client, 'wall', wall('wall_new', 2));
    });
    restoreDesign(server, past);
    exchangeUpdates(server, client);

    expect(designJson(client)).toEqual(designJson(server));
    expect(readNode(server, 'wall', 'wall_a')).toMatchObject({ name: 'wall_a', angle: 1 });
    expect(readNode(server, 'wall', 'wall_a')?.dimensions.y).toBe(2.4);
    expect(readNode(server, 'wall', 'wall_new')).not.toBeNull();
  });

  it('restores nested arrays and texts by editing them, keeping a concurrent insertion', () => {
    const server = currentDoc();
    const list = new Y.Array<unknown>();
    const text = new Y.Text('kitchen 😀 plan');
    server.transact(() => {
      server.getMap('extras').set('list', list);
      server.getMap('extras').set('text', text);
      list.push([1, 2, 3, 4]);
    });
    const past = stateOf(server);
    server.transact(() => {
      list.delete(1, 2);
      list.insert(0, [0]);
      text.delete(8, 2);
      text.insert(0, 'my ');
    });
    const client = docFrom(stateOf(server));
    const clientList = client.getMap('extras').get('list');
    if (clientList instanceof Y.Array) clientList.push([9]);

    restoreDesign(server, past);
    expect(server.getMap('extras').toJSON()).toEqual({ list: [1, 2, 3, 4], text: 'kitchen 😀 plan' });
    expect(server.getMap('extras').get('list')).toBe(list);
    expect(server.getMap('extras').get('text')).toBe(text);

    exchangeUpdates(server, client);
    expect(designJson(client)).toEqual(designJson(server));
    expect(server.getMap('extras').toJSON()).toEqual({ list: [1, 2, 3, 4, 9], text: 'kitchen 😀 plan' });
  });

  it('never splits a surrogate pair when it edits a text', () => {
    // U+1F600 and U+1F601 share their high surrogate, U+1F600 and U+1FA00 their low one.
    for (const [then, now] of [
      ['x\u{1F600}y', 'x\u{1F601}y'],
      ['x\u{1FA00}y', 'x\u{1F600}y'],
    ]) {
      const doc = currentDoc();
      const text = new Y.Text(then);
      doc.getMap('extras').set('text', text);
      const past = stateOf(doc);
      text.delete(0, text.length);
      text.insert(0, now!);

      restoreDesign(doc, past);

      expect(text.toString()).toBe(then);
    }
  });

  it('makes any edited design equal any earlier state of it (property)', () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 25 }), fc.array(edit, { maxLength: 25 }), (before, after) => {
        const doc = currentDoc();
        for (const step of before) applyEdit(doc, step);
        const past = stateOf(doc);
        for (const step of after) applyEdit(doc, step);

        restoreDesign(doc, past);

        expect(designJson(doc)).toEqual(designJson(docFrom(past)));
        // And the restore is itself a state that restoring again does not change.
        expect(countUpdates(doc, () => restoreDesign(doc, past))).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('converges with any concurrent edits on another replica (property)', () => {
    fc.assert(
      fc.property(
        fc.array(edit, { maxLength: 15 }),
        fc.array(edit, { maxLength: 15 }),
        fc.array(edit, { maxLength: 15 }),
        (before, onServer, onClient) => {
          const server = currentDoc();
          for (const step of before) applyEdit(server, step);
          const past = stateOf(server);
          for (const step of onServer) applyEdit(server, step);
          const client = docFrom(stateOf(server));
          for (const step of onClient) applyEdit(client, step);

          restoreDesign(server, past);
          exchangeUpdates(server, client);

          expect(designJson(client)).toEqual(designJson(server));
          expect(Y.encodeStateVector(client)).toEqual(Y.encodeStateVector(server));
        },
      ),
      { numRuns: 200 },
    );
  });
});

// --- A small random editor over maps, nested maps, arrays and texts, for the properties. ---

const root = fc.constantFrom('walls', 'design', 'extras');
const key = fc.constantFrom('a', 'b', 'c');
const field = fc.constantFrom('x', 'y', 'z');
const plain: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom('s', 't', '', null, true),
  fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 3 }),
  fc.dictionary(field, fc.integer({ min: 0, max: 2 }), { maxKeys: 2, noNullPrototype: true }),
);
const fields = fc.dictionary(field, plain, { maxKeys: 3, noNullPrototype: true });
const arrayItem = fc.oneof(
  plain,
  fields.map((map) => ({ map })),
);
// Astral characters sharing a high or a low surrogate: a text edit must not split their pairs.
const text = fc.string({
  unit: fc.constantFrom('a', 'b', 'é', '\u{1F600}', '\u{1F601}', '\u{1FA00}'),
  maxLength: 6,
});
const position = fc.nat({ max: 8 });

const edit = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), root, key, value: plain }),
  fc.record({ kind: fc.constant('setMap' as const), root, key, fields }),
  fc.record({ kind: fc.constant('setField' as const), root, key, field, value: plain }),
  fc.record({ kind: fc.constant('deleteField' as const), root, key, field }),
  fc.record({ kind: fc.constant('delete' as const), root, key }),
  fc.record({
    kind: fc.constant('setArray' as const),
    root,
    key,
    items: fc.array(arrayItem, { maxLength: 4 }),
  }),
  fc.record({
    kind: fc.constant('arrayInsert' as const),
    root,
    key,
    at: position,
    items: fc.array(arrayItem, { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    kind: fc.constant('arrayDelete' as const),
    root,
    key,
    at: position,
    length: fc.nat({ max: 3 }),
  }),
  fc.record({ kind: fc.constant('setText' as const), root, key, text }),
  fc.record({ kind: fc.constant('textInsert' as const), root, key, at: position, text }),
  fc.record({
    kind: fc.constant('textDelete' as const),
    root,
    key,
    at: position,
    length: fc.nat({ max: 3 }),
  }),
);

type Edit = typeof edit extends fc.Arbitrary<infer E> ? E : never;

function yArrayItem(item: unknown): unknown {
  if (typeof item === 'object' && item !== null && 'map' in item) {
    return new Y.Map(Object.entries((item as { map: Record<string, unknown> }).map));
  }
  return item;
}

/** Moves a text position off the middle of a surrogate pair, as an editor's cursor never sits there. */
function onCharacter(value: string, at: number): number {
  const clamped = Math.min(at, value.length);
  const code = value.charCodeAt(clamped);
  return code >= 0xdc00 && code <= 0xdfff ? clamped - 1 : clamped;
}

/** Applies one edit in its own transaction, or nothing when it does not fit what the document holds. */
function applyEdit(doc: Y.Doc, step: Edit): void {
  const map = doc.getMap<unknown>(step.root);
  const target = map.get(step.key);
  doc.transact(() => {
    switch (step.kind) {
      case 'set':
        map.set(step.key, step.value);
        return;
      case 'setMap':
        map.set(step.key, new Y.Map(Object.entries(step.fields)));
        return;
      case 'setField':
        if (target instanceof Y.Map) target.set(step.field, step.value);
        return;
      case 'deleteField':
        if (target instanceof Y.Map) target.delete(step.field);
        return;
      case 'delete':
        map.delete(step.key);
        return;
      case 'setArray': {
        const array = new Y.Array<unknown>();
        array.insert(0, step.items.map(yArrayItem));
        map.set(step.key, array);
        return;
      }
      case 'arrayInsert':
        if (target instanceof Y.Array)
          target.insert(Math.min(step.at, target.length), step.items.map(yArrayItem));
        return;
      case 'arrayDelete':
        if (target instanceof Y.Array && step.at < target.length) {
          target.delete(step.at, Math.min(step.length, target.length - step.at));
        }
        return;
      case 'setText':
        map.set(step.key, new Y.Text(step.text));
        return;
      case 'textInsert':
        if (target instanceof Y.Text) target.insert(onCharacter(target.toString(), step.at), step.text);
        return;
      case 'textDelete':
        if (target instanceof Y.Text) {
          const value = target.toString();
          const start = onCharacter(value, step.at);
          const end = onCharacter(value, start + step.length);
          if (end > start) target.delete(start, end - start);
        }
        return;
    }
  });
}
