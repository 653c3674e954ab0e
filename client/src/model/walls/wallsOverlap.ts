import type { FloorPoint } from '../wallGeometry';
import { wallFootprint, type SolidWallLine } from './wallFootprint';
import { WALL_TOLERANCE } from './wallTolerances';

function project(corners: readonly FloorPoint[], axis: FloorPoint): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const corner of corners) {
    const value = corner.x * axis.x + corner.z * axis.z;
    min = Math.min(min, value);
    max = Math.max(max, value);
  }
  return { min, max };
}

/**
 * Whether two walls' footprints overlap by more than the tolerance. Walls that only touch (one's end
 * against the other's face, as snapping places them) do not overlap. Separating axes: two rectangles
 * are apart exactly when their projections part on one of the four edge directions.
 */
export function wallsOverlap(a: SolidWallLine, b: SolidWallLine): boolean {
  const cornersA = wallFootprint(a);
  const cornersB = wallFootprint(b);
  const axes = [a.angle, b.angle].flatMap((angle) => [
    { x: Math.cos(angle), z: -Math.sin(angle) },
    { x: Math.sin(angle), z: Math.cos(angle) },
  ]);
  return axes.every((axis) => {
    const first = project(cornersA, axis);
    const second = project(cornersB, axis);
    return Math.min(first.max, second.max) - Math.max(first.min, second.min) > WALL_TOLERANCE;
  });
}
