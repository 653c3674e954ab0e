import { deleteNode, readNode } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { runCommand } from '../../collab/runCommand';

/**
 * Deletes measurements, as one transaction, and returns the ids it deleted; those already gone (a
 * coworker deleted them first) are passed over, and with none left nothing is written.
 */
export function deleteMeasurements(doc: Y.Doc, origin: unknown, ids: readonly string[]): string[] {
  const present = [...new Set(ids)].filter((id) => readNode(doc, 'measurement', id) !== null);
  if (present.length === 0) return [];
  runCommand(doc, origin, present.length === 1 ? 'Deleted measurement' : 'Deleted measurements', () => {
    for (const id of present) deleteNode(doc, 'measurement', id);
  });
  return present;
}
