import type { HistoryCheckpoint, HistoryListEntry, SaveFileContents } from '@kitchensync/schemas';

/**
 * The api's port to a save's history, which lives in the collab-server's event log. The api must not
 * import the collab-server at runtime, so the port is declared here and the composition passes in
 * the object `createDesignHistory` makes, which satisfies it structurally. A version is a seq of the
 * log: the design right after that append. The port checks no access; `HistoryService` does.
 *
 * Failures the api answers (found by `error.name`, see `historyErrorCode`):
 * - `HistoryVersionNotFoundError`: `readAt` or `restore` of a seq below 1, past the head, or trimmed.
 * - `EmptyHistoryError`: `checkpoint` of a save whose log is still empty.
 */
export interface DesignHistory {
  /**
   * Checkpoints newest first, each with the design's total price at its version, and the seq of the
   * last append (0 for a new save).
   */
  list(saveId: string): Promise<{ head: number; checkpoints: HistoryListEntry[] }>;
  /** The design at `seq` at the current schema; its `document` record holds only id, style and handle. */
  readAt(saveId: string, seq: number): Promise<SaveFileContents>;
  /** Labels the current head. */
  checkpoint(saveId: string, label: string, author: string | null): Promise<HistoryCheckpoint>;
  /** Makes the live design equal to version `seq` with one new update; resolves with the seq it is now at. */
  restore(saveId: string, seq: number, author: string | null): Promise<number>;
}
