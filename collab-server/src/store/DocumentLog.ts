import type { DocumentStore } from '../DocumentStore';

/** One entry of a save's log, as appended. */
export interface LoggedUpdate {
  seq: number;
  update: Uint8Array;
  author: string | null;
  /** Epoch milliseconds at which the append was accepted. */
  createdAt: number;
}

/** A labelled point in a save's history that can always be shown again with `readAt`. */
export interface Checkpoint {
  label: string;
  author: string | null;
  createdAt: number;
  seq: number;
}

export interface CheckpointRequest {
  label: string;
  author: string | null;
  /** Defaults to the save's last committed seq. */
  seq?: number;
}

export interface CompactionRequest {
  /** Identifies this process (or worker) as the lease holder. */
  ownerId: string;
  /** How long the lease shields this compaction from other owners; defaults to 30 s. */
  leaseMs?: number;
  /**
   * Answers 'up-to-date' without replaying while fewer updates than this follow the latest snapshot,
   * so that callers may ask often and pay only when the tail is worth trimming. Defaults to 1.
   */
  minTail?: number;
}

export type CompactionResult =
  | { status: 'compacted'; seq: number; trimmed: number }
  | { status: 'up-to-date'; seq: number }
  | { status: 'busy'; ownerId: string; expiresAt: number };

/**
 * The event log of every save behind a DocumentStore: besides what a room needs to load and append,
 * it keeps labelled checkpoints and snapshots, and compacts a save's tail without losing any checkpoint.
 *
 * `loadUpdates` returns at most one snapshot (a whole-state update) followed by the updates after it.
 */
export interface DocumentLog extends DocumentStore {
  /** The seq of the save's last committed append (0 for a new save). */
  lastSeq(saveId: string): Promise<number>;
  /** The retained updates after `seq`; throws SeqNotRetainedError when some of them were trimmed. */
  loadTailSince(saveId: string, seq: number): Promise<LoggedUpdate[]>;
  /** Throws SeqNotRetainedError when the seq is beyond the log or its state can no longer be rebuilt. */
  addCheckpoint(saveId: string, request: CheckpointRequest): Promise<Checkpoint>;
  /** Ordered by seq, then by the order they were added. */
  listCheckpoints(saveId: string): Promise<Checkpoint[]>;
  /**
   * The document as it was right after the append numbered `seq`, as one Yjs update. Readable: every
   * checkpoint seq and every seq from the latest snapshot to the end; others throw SeqNotRetainedError.
   */
  readAt(saveId: string, seq: number): Promise<Uint8Array>;
  /**
   * Writes a snapshot at the last seq and trims the updates it covers, in one transaction, after
   * making sure every checkpoint in the trimmed range has a snapshot of its own. One owner at a time.
   */
  compact(saveId: string, request: CompactionRequest): Promise<CompactionResult>;
  /** Forgets the save entirely: updates, snapshots, checkpoints and leases. */
  deleteSave(saveId: string): Promise<void>;
}
