import type { SaveFileContents } from '@kitchensync/schemas';
import type { Checkpoint } from '../store/DocumentLog';

/** A checkpoint with the design's total price at its version; null when that version is unreadable. */
export interface ListedCheckpoint extends Checkpoint {
  totalPrice: number | null;
}

/** A save's labelled checkpoints, newest first, and the seq of its last append (0 for a new save). */
export interface HistoryListing {
  head: number;
  checkpoints: ListedCheckpoint[];
}

/**
 * Browsing and restoring a save's past, for the api (which declares the same shape as its own port
 * and checks who may call what). Seqs are the log's: version N is the document right after append N.
 */
export interface DesignHistory {
  list(saveId: string): Promise<HistoryListing>;
  /**
   * The design at `seq` as save-file contents, migrated to this code's schema. The `document` record
   * holds only the id and the design's style and handle: the rest of it is the api's. Throws
   * HistoryVersionNotFoundError for a seq it cannot show.
   */
  readAt(saveId: string, seq: number): Promise<SaveFileContents>;
  /** Labels the current head. Throws EmptyHistoryError when the log is empty. */
  checkpoint(saveId: string, label: string, author: string | null): Promise<Checkpoint>;
  /**
   * Makes the live design equal to version `seq` with one new update (history is never rewritten),
   * between a "Before restoring to …" checkpoint and a "Restored …" one, and resolves with the seq the
   * design now has. Throws HistoryVersionNotFoundError, having written nothing, for a seq it cannot show.
   */
  restore(saveId: string, seq: number, author: string | null): Promise<number>;
}
