import { readWalls, writeWall, type Wall } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { runCommand } from '../collab/runCommand';
import type { FloorPoint } from '../model/wallGeometry';
import { moveWallEnd as planWallEndMove, type WallEndMoveResult } from '../model/walls/moveWallEnd';
import type { WallEnd } from '../model/walls/wallEnds';
import { followWalls } from './openingCommands/followWalls';

/**
 * Moves one end of a wall (a drag in the top view, snapped) and the walls that follow it, their
 * doors and windows following them, as one transaction with the client's origin. A rejected move writes nothing and answers why.
 */
export function moveWallEnd(
  doc: Y.Doc,
  origin: unknown,
  id: string,
  end: WallEnd,
  target: FloorPoint,
): WallEndMoveResult<Wall> {
  const result = planWallEndMove(readWalls(doc), id, end, target);
  if (result.ok && result.changed.length > 0) {
    runCommand(doc, origin, 'Moved wall', () => {
      const before = readWalls(doc);
      for (const wall of result.changed) writeWall(doc, wall);
      followWalls(doc, before, result.changed);
    });
  }
  return result;
}
