import type { CountertopChangeEntry, UndoActionKind } from '@kitchensync/schemas';
import type * as Y from 'yjs';

/** The undo entry a design-wide command pushes (spec 000 section 3, spec 002 section 3). */
export type DesignUndoEntry =
  CountertopChangeEntry | { action: Extract<UndoActionKind, 'flooringChange' | 'handleEdit'> };

/** The key under which a design command's undo entry rides on its transaction's `meta`. */
export const DESIGN_UNDO_ENTRY_META = 'kitchensync:designUndoEntry';

/** The undo entry a transaction carries, or null for any transaction that is not a design command. */
export function transactionUndoEntry(transaction: Y.Transaction): DesignUndoEntry | null {
  const entry: unknown = transaction.meta.get(DESIGN_UNDO_ENTRY_META);
  return typeof entry === 'object' && entry !== null && 'action' in entry ? (entry as DesignUndoEntry) : null;
}
