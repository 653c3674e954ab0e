import type { AppendRequest } from './prepareAppendCommit';

/** What the SQLite writer thread is started with. */
export interface SqliteWriterData {
  filePath: string;
}

/** Main thread → writer. `close` comes last, once every batch sent has been answered. */
export type ToSqliteWriter = { type: 'append'; id: number; appends: AppendRequest[] } | { type: 'close' };

/**
 * Writer → main thread: `ready` once its connection is open, then one message per transaction: every
 * batch received since the previous commit, committed together (seqs per batch, in the order of `ids`)
 * or failed together.
 */
export type FromSqliteWriter =
  | { type: 'ready' }
  | { type: 'committed'; ids: number[]; seqs: number[][] }
  | { type: 'failed'; ids: number[]; error: { name: string; message: string; code?: string } };
