import type * as Y from 'yjs';
import { runCommand } from '../../collab/runCommand';
import { DESIGN_UNDO_ENTRY_META, type DesignUndoEntry } from './designUndoEntry';

/**
 * Runs a design-wide command as one transaction labelled with the spec's checkpoint and carrying
 * its undo entry. `write` must only write: callers check everything first, because Yjs keeps what a
 * throwing transaction already wrote.
 */
export function runDesignCommand(
  doc: Y.Doc,
  origin: unknown,
  label: string,
  entry: DesignUndoEntry,
  write: () => void,
): void {
  runCommand(doc, origin, label, (transaction) => {
    transaction.meta.set(DESIGN_UNDO_ENTRY_META, entry);
    write();
  });
}
