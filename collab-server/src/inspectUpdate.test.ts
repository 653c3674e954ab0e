import fc from 'fast-check';
import * as encoding from 'lib0/encoding';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { inspectUpdate } from './inspectUpdate';
import { touchesRootType } from './touchesRootType';

/** isRedundantUpdate as it was before it read the decoded structs: diff against the state vector. */
function redundantByDiff(doc: Y.Doc, update: Uint8Array): boolean {
  const unseen = Y.decodeUpdate(Y.diffUpdate(update, Y.encodeStateVector(doc)));
  if (unseen.structs.length > 0) return false;
  const deleted = Y.createDeleteSetFromStructStore(doc.store);
  for (const [client, ranges] of unseen.ds.clients) {
    const known = deleted.clients.get(client) ?? [];
    for (const { clock, len } of ranges) {
      let reached = clock;
      for (const item of known) {
        if (item.clock <= reached && reached < item.clock + item.len) reached = item.clock + item.len;
      }
      if (reached < clock + len) return false;
    }
  }
  return true;
}

const edit = fc.record({
  client: fc.integer({ min: 0, max: 2 }),
  kind: fc.constantFrom('set', 'delete', 'insertText', 'deleteText', 'meta'),
  key: fc.integer({ min: 0, max: 3 }),
  value: fc.integer({ min: 0, max: 9 }),
});
type Edit = typeof edit extends fc.Arbitrary<infer Value> ? Value : never;

/** Three clients editing one design, each change shared with the others: the updates, in order. */
function session(edits: readonly Edit[]): { updates: Uint8Array[]; clients: Y.Doc[] } {
  const clients = [1, 2, 3].map((clientID) => {
    const doc = new Y.Doc();
    doc.clientID = clientID;
    return doc;
  });
  const updates: Uint8Array[] = [];
  for (const { client, kind, key, value } of edits) {
    const doc = clients[client]!;
    const before = Y.encodeStateVector(doc);
    const cabinets = doc.getMap<number>('cabinets');
    const notes = doc.getText('notes');
    if (kind === 'set') cabinets.set(`k${key}`, value);
    else if (kind === 'delete') cabinets.delete(`k${key}`);
    else if (kind === 'insertText') notes.insert(Math.min(key, notes.length), `${value}`);
    else if (kind === 'deleteText' && notes.length > 0) notes.delete(key % notes.length, 1);
    else if (kind === 'meta') doc.getMap('meta').set(`v${key}`, value);
    const update = Y.encodeStateAsUpdate(doc, before);
    updates.push(update);
    for (const other of clients) if (other !== doc) Y.applyUpdate(other, update);
  }
  return { updates, clients };
}

describe('inspectUpdate', () => {
  it('answers as the diff-based redundancy check and touchesRootType did, from one decode', () => {
    fc.assert(
      fc.property(
        fc.array(edit, { minLength: 1, maxLength: 24 }),
        fc.array(fc.boolean(), { minLength: 24, maxLength: 24 }),
        fc.array(fc.boolean(), { minLength: 24, maxLength: 24 }),
        (edits, serverHas, sent) => {
          const { updates, clients } = session(edits);
          // The server may lack some updates, and hold later ones pending behind the gap.
          const server = new Y.Doc();
          updates.forEach((update, index) => serverHas[index] && Y.applyUpdate(server, update));
          const picked = updates.filter((_, index) => sent[index]);
          const candidates = [
            // A merge of non-adjacent updates has Skips where the ones left out were.
            Y.mergeUpdates(picked.length > 0 ? picked : [updates[0]!]),
            // A client's sync step 2 answer, and its whole state on reconnecting.
            Y.encodeStateAsUpdate(clients[0]!, Y.encodeStateVector(server)),
            Y.encodeStateAsUpdate(clients[1]!),
          ];
          for (const update of candidates) {
            const expected = redundantByDiff(server, update);
            expect(inspectUpdate(server, update, 'meta')).toEqual({
              redundant: expected,
              touchesRoot: !expected && touchesRootType(server, update, 'meta'),
            });
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('counts a Skip as nothing new, as the diff drops it, even one a client crafted to end with', () => {
    const encoder = encoding.createEncoder();
    // One client's structs: a Skip of 3 from clock 0, then an empty delete set.
    for (const value of [1, 1, 5, 0]) encoding.writeVarUint(encoder, value);
    encoding.writeUint8(encoder, 10);
    for (const value of [3, 0]) encoding.writeVarUint(encoder, value);
    const update = encoding.toUint8Array(encoder);
    expect(Y.decodeUpdate(update).structs[0]).toBeInstanceOf(Y.Skip);
    expect(redundantByDiff(new Y.Doc(), update)).toBe(true);
    expect(inspectUpdate(new Y.Doc(), update, 'meta')).toEqual({ redundant: true, touchesRoot: false });
  });

  it('throws for an update that does not decode', () => {
    expect(() => inspectUpdate(new Y.Doc(), new Uint8Array([5, 200, 1]), 'meta')).toThrow();
  });
});
