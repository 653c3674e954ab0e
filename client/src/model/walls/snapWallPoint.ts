import type { FloorPoint } from '../wallGeometry';
import { floorDistance, WALL_ENDS, wallEnds, type WallEnd } from './wallEnds';
import type { SolidWallLine } from './wallFootprint';
import { WALL_SNAP_DISTANCE } from './wallTolerances';

export type SnapTarget = { kind: 'end'; wallId: string; end: WallEnd } | { kind: 'face'; wallId: string };

export interface WallSnap {
  point: FloorPoint;
  target: SnapTarget;
}

/**
 * Where a point being placed or moved snaps to among `walls`: the nearest wall end within the snap
 * distance, else the nearest wall face within it. Ends win over faces so that walls meet corner to
 * corner when both are near. A face snap puts the point on the face, not the centre line, so a wall
 * ending there touches the other without overlapping it (which would be a collision). Null when
 * nothing is near enough.
 */
export function snapWallPoint(
  point: FloorPoint,
  walls: readonly (SolidWallLine & { id: string })[],
  distance: number = WALL_SNAP_DISTANCE,
): WallSnap | null {
  let bestEnd: (WallSnap & { distance: number }) | null = null;
  for (const wall of walls) {
    const ends = wallEnds(wall);
    for (const end of WALL_ENDS) {
      const gap = floorDistance(point, ends[end]);
      if (gap <= distance && (bestEnd === null || gap < bestEnd.distance)) {
        bestEnd = { point: ends[end], target: { kind: 'end', wallId: wall.id, end }, distance: gap };
      }
    }
  }
  if (bestEnd !== null) return { point: bestEnd.point, target: bestEnd.target };

  let bestFace: (WallSnap & { distance: number }) | null = null;
  for (const wall of walls) {
    const { start } = wallEnds(wall);
    const along = { x: Math.cos(wall.angle), z: -Math.sin(wall.angle) };
    const normal = { x: Math.sin(wall.angle), z: Math.cos(wall.angle) };
    const relative = { x: point.x - start.x, z: point.z - start.z };
    const t = relative.x * along.x + relative.z * along.z;
    if (t < 0 || t > wall.dimensions.x) continue;
    const offset = relative.x * normal.x + relative.z * normal.z;
    const side = offset >= 0 ? 1 : -1;
    const half = wall.dimensions.z / 2;
    const gap = Math.abs(offset - side * half);
    if (gap > distance || (bestFace !== null && gap >= bestFace.distance)) continue;
    bestFace = {
      point: {
        x: start.x + along.x * t + normal.x * side * half,
        z: start.z + along.z * t + normal.z * side * half,
      },
      target: { kind: 'face', wallId: wall.id },
      distance: gap,
    };
  }
  return bestFace === null ? null : { point: bestFace.point, target: bestFace.target };
}
