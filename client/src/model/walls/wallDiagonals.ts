import type { Wall } from '@kitchensync/schemas';
import type { FloorPoint } from '../wallGeometry';
import { joinedEnds } from './joinedEnds';
import { floorDistance, otherEnd, wallEnds } from './wallEnds';

export interface WallDiagonal {
  /** The two walls' ids, joined by a dash: stable, and unique per corner. */
  id: string;
  from: FloorPoint;
  to: FloorPoint;
  length: number;
}

/** Below this sine of the corner angle, two walls run on in one line and have no diagonal worth showing. */
const STRAIGHT_RUN_SINE = 1e-3;

/**
 * The diagonal across each corner where two walls meet: from the far end of one to the far end of
 * the other, the measure fitters take to check a room is square. Shown for every corner when
 * `everyCorner` is on (the showDiagonals setting), otherwise for corners where either wall has its
 * own `showDiagonal` flag. Hidden walls and walls running on in a straight line have none.
 */
export function wallDiagonals(walls: readonly Wall[], everyCorner: boolean): WallDiagonal[] {
  const byId = new Map(walls.map((wall) => [wall.id, wall]));
  const diagonals: WallDiagonal[] = [];
  for (const wall of walls) {
    for (const neighbourId of wall.connected) {
      const neighbour = byId.get(neighbourId);
      // Each corner once: from the wall whose id sorts first.
      if (neighbour === undefined || neighbour.id <= wall.id) continue;
      if (!wall.visible || !neighbour.visible) continue;
      if (!everyCorner && !wall.showDiagonal && !neighbour.showDiagonal) continue;
      if (Math.abs(Math.sin(wall.angle - neighbour.angle)) < STRAIGHT_RUN_SINE) continue;
      const joint = joinedEnds(wall, neighbour);
      if (joint === null) continue;
      const from = wallEnds(wall)[otherEnd(joint.wallEnd)];
      const to = wallEnds(neighbour)[otherEnd(joint.neighbourEnd)];
      diagonals.push({ id: `${wall.id}-${neighbour.id}`, from, to, length: floorDistance(from, to) });
    }
  }
  return diagonals;
}
