/**
 * The durable log of a save's Yjs updates. The log, not any in-memory document, is the source of
 * truth: a room is rebuilt from it on load.
 */
export interface DocumentStore {
  /** Every update of the save in append order (empty for a new save). */
  loadUpdates(saveId: string): Promise<Uint8Array[]>;
  /** Appends durably (on disk when the promise resolves) and returns the per-save sequence number (1, 2, 3 …). */
  appendUpdate(saveId: string, update: Uint8Array, author: string | null): Promise<number>;
  close(): Promise<void>;
}
