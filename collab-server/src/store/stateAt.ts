import * as Y from 'yjs';
import { SeqNotRetainedError } from './SeqNotRetainedError';

export interface StoredSnapshot {
  seq: number;
  state: Uint8Array;
}

/**
 * Rebuilds the document right after `seq` from the nearest snapshot at or before it and the updates
 * between them, as read in one consistent view of the log. The updates must be exactly those with
 * `base.seq < seq' <= seq` in seq order; a shortfall means compaction trimmed part of the range.
 */
export function stateAt(
  saveId: string,
  seq: number,
  lastSeq: number,
  base: StoredSnapshot | null,
  updates: readonly { seq: number; update: Uint8Array }[],
): Uint8Array {
  if (!Number.isInteger(seq) || seq > lastSeq) throw new SeqNotRetainedError(saveId, seq, 'beyond-end');
  if (seq < 0) throw new SeqNotRetainedError(saveId, seq, 'trimmed');
  const baseSeq = base?.seq ?? 0;
  if (updates.length !== seq - baseSeq) throw new SeqNotRetainedError(saveId, seq, 'trimmed');
  if (base && updates.length === 0) return base.state;
  const doc = new Y.Doc();
  try {
    Y.transact(doc, () => {
      if (base) Y.applyUpdate(doc, base.state);
      for (const { update } of updates) Y.applyUpdate(doc, update);
    });
    return Y.encodeStateAsUpdate(doc);
  } finally {
    doc.destroy();
  }
}
