import * as Y from 'yjs';

/**
 * Whether applying the update would change nothing in the document. Every (re)connecting client sends
 * its whole state as sync step 2; logging those would grow the log without adding anything.
 * Throws when the update does not decode, which callers treat as a malformed message.
 */
export function isRedundantUpdate(doc: Y.Doc, update: Uint8Array): boolean {
  const unseen = Y.decodeUpdate(Y.diffUpdate(update, Y.encodeStateVector(doc)));
  if (unseen.structs.length > 0) return false;
  if (unseen.ds.clients.size === 0) return true;
  const deleted = Y.createDeleteSetFromStructStore(doc.store);
  for (const [client, ranges] of unseen.ds.clients) {
    const known = deleted.clients.get(client) ?? [];
    for (const range of ranges) {
      if (!isCovered(known, range.clock, range.clock + range.len)) return false;
    }
  }
  return true;
}

function isCovered(known: readonly { clock: number; len: number }[], start: number, end: number): boolean {
  let reached = start;
  for (const item of known) {
    if (item.clock <= reached && reached < item.clock + item.len) reached = item.clock + item.len;
    if (reached >= end) return true;
  }
  return false;
}
