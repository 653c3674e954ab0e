import * as Y from 'yjs';

/**
 * Whether applying the update would change nothing in the document. Every (re)connecting client sends
 * its whole state as sync step 2; logging those would grow the log without adding anything.
 * Throws when the update does not decode, which callers treat as a malformed message; a caller that
 * has already decoded it passes `decoded`.
 */
export function isRedundantUpdate(
  doc: Y.Doc,
  update: Uint8Array,
  decoded: ReturnType<typeof Y.decodeUpdate> = Y.decodeUpdate(update),
): boolean {
  // New structs are what Y.diffUpdate against the document's state vector would keep: any but a Skip
  // (a gap filler) reaching past the document's clock for its client. Read here without encoding the
  // state vector or the diff, which cost more than the decode itself.
  for (const struct of decoded.structs) {
    if (struct instanceof Y.Skip) continue;
    if (struct.id.clock + struct.length > Y.getState(doc.store, struct.id.client)) return false;
  }
  if (decoded.ds.clients.size === 0) return true;
  const deleted = Y.createDeleteSetFromStructStore(doc.store);
  for (const [client, ranges] of decoded.ds.clients) {
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
