import { readWalls, writeWall, type Wall } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { runCommand } from '../collab/runCommand';
import { followWalls } from './openingCommands/followWalls';
import { applyWallEdit, type WallEdit, type WallEditResult } from '../model/walls/applyWallEdit';

/**
 * Changes one wall's length, height, thickness or angle and moves the walls joined to it, their
 * doors and windows following them, as one transaction with the client's origin (one undo step, one update). A refused edit writes nothing
 * and answers why.
 */
export function editWall(doc: Y.Doc, origin: unknown, id: string, edit: WallEdit): WallEditResult<Wall> {
  // Worked out before the transaction: a refusal must not even leave an empty one behind.
  const result = applyWallEdit(readWalls(doc), id, edit);
  if (result.ok && result.changed.length > 0) {
    runCommand(doc, origin, 'Changed wall', () => {
      const before = readWalls(doc);
      for (const wall of result.changed) writeWall(doc, wall);
      followWalls(doc, before, result.changed);
    });
  }
  return result;
}
