import { deleteNode, readWalls, writeWall } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { runCommand } from '../collab/runCommand';
import { wallsAfterDeletion } from '../model/walls/wallsAfterDeletion';
import { deleteOpeningsOfWall } from './openingCommands/deleteOpeningsOfWall';

/**
 * Deletes a wall and its doors and windows and removes it from its neighbours' connections (and
 * clears flags it alone caused), as one transaction with the client's origin. Answers false when there was no such wall.
 */
export function deleteWall(doc: Y.Doc, origin: unknown, id: string): boolean {
  let deleted = false;
  runCommand(doc, origin, 'Deleted wall', () => {
    const walls = readWalls(doc);
    if (!walls.some((wall) => wall.id === id)) return;
    for (const wall of wallsAfterDeletion(walls, id)) writeWall(doc, wall);
    deleteNode(doc, 'wall', id);
    deleteOpeningsOfWall(doc, id);
    deleted = true;
  });
  return deleted;
}
