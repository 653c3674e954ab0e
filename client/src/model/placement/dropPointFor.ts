import type { FloorPoint } from '@kitchensync/schemas';
import { wallEndPoint, type WallPlacement } from '../wallGeometry';

/**
 * Where a model picked from a panel (rather than dragged onto the floor) is first put: the middle of
 * the room the walls enclose, or the origin before any wall exists. Placement then snaps it to the
 * nearest wall and clear of its neighbours.
 */
export function dropPointFor(walls: readonly WallPlacement[]): FloorPoint {
  if (walls.length === 0) return { x: 0, z: 0 };
  const points = walls.flatMap((wall) => [wall.position, wallEndPoint(wall)]);
  const xs = points.map((point) => point.x);
  const zs = points.map((point) => point.z);
  return { x: (Math.min(...xs) + Math.max(...xs)) / 2, z: (Math.min(...zs) + Math.max(...zs)) / 2 };
}
