import type * as Y from 'yjs';

/** The transaction meta key that carries a command's checkpoint label to the undo history. */
export const COMMAND_LABEL_META = 'kitchensync:commandLabel';

/**
 * Runs one user command as one transaction with the client's origin, labelled for undo and redo
 * ("Changed Countertop", "Added wall"). A command run inside another joins the outer transaction, and
 * the outer label wins: the person did one thing.
 */
export function runCommand<T>(
  doc: Y.Doc,
  origin: unknown,
  label: string,
  command: (transaction: Y.Transaction) => T,
): T {
  return doc.transact((transaction) => {
    if (!transaction.meta.has(COMMAND_LABEL_META)) transaction.meta.set(COMMAND_LABEL_META, label);
    return command(transaction);
  }, origin);
}
