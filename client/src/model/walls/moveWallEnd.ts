import { wallFromPoints, type FloorPoint } from '../wallGeometry';
import { applyWallEdit, type EditableWall, type WallEditResult } from './applyWallEdit';
import { otherEnd, wallEnds, type WallEnd } from './wallEnds';
import { WALL_EDIT_REFUSAL_MESSAGES } from './wallEditRefusal';
import { buildWallGraph } from './wallGraph';
import { snapWallPoint } from './snapWallPoint';

export type WallEndMoveResult<W extends EditableWall> = WallEditResult<W> & {
  /** Where the end was put after snapping (or sliding along the wall). */
  point?: FloorPoint;
};

/**
 * Moves one end of a wall towards `target` while its other end stays, the way dragging an end in
 * the top view does. The walls joined at the moved end follow it (see `applyWallEdit`).
 *
 * - A wall with two connections cannot be rotated, so its end slides along the wall's own line.
 * - Otherwise the end snaps to another wall's end or face within 0.25 m; snapped onto an end, the
 *   two walls become connected.
 * - A move that collides with another wall is rejected and changes nothing.
 */
export function moveWallEnd<W extends EditableWall>(
  walls: readonly W[],
  id: string,
  end: WallEnd,
  target: FloorPoint,
): WallEndMoveResult<W> {
  const wall = walls.find((candidate) => candidate.id === id);
  if (wall === undefined) {
    return { ok: false, reason: 'missingWall', message: WALL_EDIT_REFUSAL_MESSAGES.missingWall };
  }
  const ends = wallEnds(wall);
  const anchor = ends[otherEnd(end)];
  const neighbours = new Set(
    wall.connected.filter((other) => other !== id && walls.some((w) => w.id === other)),
  );

  let point = target;
  let joinTo: string | null = null;
  if (neighbours.size > 1) {
    const along = { x: Math.cos(wall.angle), z: -Math.sin(wall.angle) };
    const t = (target.x - ends.start.x) * along.x + (target.z - ends.start.z) * along.z;
    point = { x: ends.start.x + along.x * t, z: ends.start.z + along.z * t };
  } else {
    const graph = buildWallGraph(walls);
    const movingWithEnd = new Set(graph.endsAt(graph.jointOf({ id, end })).map((ref) => ref.id));
    const snap = snapWallPoint(
      target,
      walls.filter((other) => !movingWithEnd.has(other.id)),
    );
    if (snap !== null) {
      point = snap.point;
      if (snap.target.kind === 'end') joinTo = snap.target.wallId;
    }
  }

  const line = end === 'end' ? wallFromPoints(anchor, point) : wallFromPoints(point, anchor);
  if (line === null) {
    return { ok: false, reason: 'invalidValue', message: WALL_EDIT_REFUSAL_MESSAGES.invalidValue };
  }
  const result = applyWallEdit(
    walls,
    id,
    { length: line.dimensions.x, angle: line.angle },
    { anchor: otherEnd(end), ...(joinTo === null ? {} : { join: joinTo }) },
  );
  if (!result.ok) return result;
  return { ...result, point };
}
