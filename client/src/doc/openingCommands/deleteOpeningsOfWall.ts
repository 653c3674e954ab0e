import { deleteNode, readNodes } from '@kitchensync/schemas';
import type * as Y from 'yjs';

/** Inside a wall command's transaction: deletes the openings in the wall `wallId`. */
export function deleteOpeningsOfWall(doc: Y.Doc, wallId: string): void {
  for (const opening of readNodes(doc, 'opening')) {
    if (opening.wall_id === wallId) deleteNode(doc, 'opening', opening.id);
  }
}
