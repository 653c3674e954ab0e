import type * as Y from 'yjs';
import { COMMAND_LABEL_META } from '../../collab/runCommand';

/** The origin and undo label of each transaction `run` made, in order. */
export function transactionsOf(doc: Y.Doc, run: () => void): { origin: unknown; label: unknown }[] {
  const seen: { origin: unknown; label: unknown }[] = [];
  const record = (transaction: Y.Transaction) =>
    seen.push({ origin: transaction.origin, label: transaction.meta.get(COMMAND_LABEL_META) });
  doc.on('afterTransaction', record);
  run();
  doc.off('afterTransaction', record);
  return seen;
}
