import type Database from 'better-sqlite3';
import { prepareLastSeq } from './prepareLastSeq';

export interface AppendRequest {
  saveId: string;
  update: Uint8Array;
  author: string | null;
}

const toBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Commits a batch of appends in one transaction (one fsync) and answers their seqs, in batch order.
 * Each seq is read as the save's last seq + 1 under the write lock, which IMMEDIATE takes up front,
 * so no two connections appending to the file (in this process or another) repeat or skip a seq.
 */
export function prepareAppendCommit(db: Database.Database): (batch: readonly AppendRequest[]) => number[] {
  const lastSeqOf = prepareLastSeq(db);
  const insertUpdate = db.prepare<[string, number, string | null, number, Buffer]>(
    'INSERT INTO document_updates (save_id, seq, author, created_at, "update") VALUES (?, ?, ?, ?, ?)',
  );
  const commitAppends = db.transaction((batch: readonly AppendRequest[]): number[] => {
    const lastSeqs = new Map<string, number>();
    const now = Date.now();
    return batch.map(({ saveId, update, author }) => {
      const seq = (lastSeqs.get(saveId) ?? lastSeqOf(saveId)) + 1;
      lastSeqs.set(saveId, seq);
      insertUpdate.run(saveId, seq, author, now, toBuffer(update));
      return seq;
    });
  });
  return (batch) => commitAppends.immediate(batch);
}
