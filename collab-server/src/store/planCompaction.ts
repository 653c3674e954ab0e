import * as Y from 'yjs';
import type { StoredSnapshot } from './stateAt';

/**
 * The snapshots a compaction must write before it may trim `tail`: one at every checkpoint seq the
 * trim would otherwise make unreadable, and one at the tail's end that becomes the new load base.
 * Replaying once keeps the cost linear however many checkpoints the range holds.
 */
export function planCompaction(
  base: StoredSnapshot | null,
  tail: readonly { seq: number; update: Uint8Array }[],
  checkpointSeqs: Iterable<number>,
): StoredSnapshot[] {
  const last = tail.at(-1);
  if (!last) return [];
  const baseSeq = base?.seq ?? 0;
  tail.forEach(({ seq }, index) => {
    // A hole would make every snapshot after it silently wrong, so refuse instead of guessing.
    if (seq !== baseSeq + index + 1) throw new Error(`the log has a gap before seq ${seq}`);
  });
  const wanted = new Set([...checkpointSeqs].filter((seq) => seq > baseSeq && seq < last.seq));
  const doc = new Y.Doc();
  try {
    if (base) Y.applyUpdate(doc, base.state);
    const snapshots: StoredSnapshot[] = [];
    for (const { seq, update } of tail) {
      Y.applyUpdate(doc, update);
      if (wanted.has(seq) || seq === last.seq) snapshots.push({ seq, state: Y.encodeStateAsUpdate(doc) });
    }
    return snapshots;
  } finally {
    doc.destroy();
  }
}
