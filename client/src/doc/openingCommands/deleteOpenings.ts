import { deleteNode, readNode } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { runCommand } from '../../collab/runCommand';
import { OPENING_COMMAND_LABELS } from './openingCommandLabels';

/**
 * Deletes openings (the popup's Delete, the Delete key), as one transaction, and returns the ids it
 * deleted; openings already gone are passed over, and with none left nothing is written.
 */
export function deleteOpenings(doc: Y.Doc, origin: unknown, ids: readonly string[]): string[] {
  const present = [...new Set(ids)].filter((id) => readNode(doc, 'opening', id) !== null);
  if (present.length === 0) return [];
  const label =
    present.length === 1 ? OPENING_COMMAND_LABELS.deleteOpening : OPENING_COMMAND_LABELS.deleteOpenings;
  runCommand(doc, origin, label, () => {
    for (const id of present) deleteNode(doc, 'opening', id);
  });
  return present;
}
