import type { ModelCheckpoint } from '@kitchensync/schemas';
import type * as Y from 'yjs';

/** The key under which a command's checkpoint rides on its transaction's `meta`. */
export const CHECKPOINT_META_KEY = 'checkpoint';

/**
 * Runs one user command as one transaction with the caller's origin (one undo step, one update),
 * carrying its checkpoint on `transaction.meta` so the undo manager and the session log can read
 * the label and undo entry without another channel. `write` must only write: commands check
 * everything before, because Yjs keeps what a throwing transaction already wrote.
 */
export function runModelCommand<T>(
  doc: Y.Doc,
  origin: unknown,
  checkpoint: ModelCheckpoint,
  write: () => T,
): T {
  let result: { value: T } | null = null;
  doc.transact((transaction) => {
    transaction.meta.set(CHECKPOINT_META_KEY, checkpoint);
    result = { value: write() };
  }, origin);
  return (result as unknown as { value: T }).value;
}

/** The checkpoint a command's transaction carries, or null for any other transaction. */
export function transactionCheckpoint(transaction: Y.Transaction): ModelCheckpoint | null {
  const checkpoint: unknown = transaction.meta.get(CHECKPOINT_META_KEY);
  return typeof checkpoint === 'object' && checkpoint !== null && 'label' in checkpoint
    ? (checkpoint as ModelCheckpoint)
    : null;
}
