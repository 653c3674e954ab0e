import type { FloorPoint } from '../wallGeometry';
import { wallEnds, type WallLine } from './wallEnds';

/** A wall with its thickness (`dimensions.z`, meters), which its footprint needs. */
export interface SolidWallLine extends WallLine {
  dimensions: { x: number; z: number };
}

/**
 * The rectangle a wall covers on the floor, corners in order: its centre line widened by half its
 * thickness to each side, ending exactly at its two ends.
 */
export function wallFootprint(wall: SolidWallLine): [FloorPoint, FloorPoint, FloorPoint, FloorPoint] {
  const { start, end } = wallEnds(wall);
  const half = wall.dimensions.z / 2;
  // Perpendicular to the direction (cos a, -sin a) on the floor.
  const nx = Math.sin(wall.angle) * half;
  const nz = Math.cos(wall.angle) * half;
  return [
    { x: start.x + nx, z: start.z + nz },
    { x: end.x + nx, z: end.z + nz },
    { x: end.x - nx, z: end.z - nz },
    { x: start.x - nx, z: start.z - nz },
  ];
}
