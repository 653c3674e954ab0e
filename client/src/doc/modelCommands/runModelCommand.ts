import type { ModelCheckpoint } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { runCommand } from '../../collab/runCommand';

/** The key under which a command's checkpoint rides on its transaction's `meta`. */
export const CHECKPOINT_META_KEY = 'checkpoint';

/**
 * Runs one user command as one transaction with the caller's origin (one undo step, one update),
 * labelled for the undo history like every command (`runCommand`), and carrying its whole
 * checkpoint (label and undo entry) on `transaction.meta`. `write` must only write: commands check
 * everything before, because Yjs keeps what a throwing transaction already wrote.
 */
export function runModelCommand<T>(
  doc: Y.Doc,
  origin: unknown,
  checkpoint: ModelCheckpoint,
  write: () => T,
): T {
  return runCommand(doc, origin, checkpoint.label, (transaction) => {
    transaction.meta.set(CHECKPOINT_META_KEY, checkpoint);
    return write();
  });
}

/** The checkpoint a command's transaction carries, or null for any other transaction. */
export function transactionCheckpoint(transaction: Y.Transaction): ModelCheckpoint | null {
  const checkpoint: unknown = transaction.meta.get(CHECKPOINT_META_KEY);
  return typeof checkpoint === 'object' && checkpoint !== null && 'label' in checkpoint
    ? (checkpoint as ModelCheckpoint)
    : null;
}
