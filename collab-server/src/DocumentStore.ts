/**
 * The durable log of a save's Yjs updates, as a room needs it. The log, not any in-memory document,
 * is the source of truth: a room is rebuilt from it on load. The full event log (checkpoints,
 * snapshots, compaction, history) is `DocumentLog`, which every adapter implements.
 */
export interface DocumentStore {
  /**
   * What rebuilds the save when applied in order (empty for a new save): possibly one snapshot, a
   * whole-state update, followed by every update appended after it.
   */
  loadUpdates(saveId: string): Promise<Uint8Array[]>;
  /** Appends durably (on disk when the promise resolves) and returns the per-save sequence number (1, 2, 3 …). */
  appendUpdate(saveId: string, update: Uint8Array, author: string | null): Promise<number>;
  /** Commits appends already accepted, then refuses any further call. */
  close(): Promise<void>;
}
