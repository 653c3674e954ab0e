import type { Overhang, Wall } from '@kitchensync/schemas';
import { wallEnds } from '../walls/wallEnds';

/** A rectangle of the floor, in meters. */
export interface FloorArea {
  minX: number;
  maxX: number;
  minZ: number;
  maxZ: number;
}

/**
 * The floor the flooring covers: the visible walls' footprint, widened by the overhang on each
 * side (top is North, toward -z in the top view; right is East, +x). Null while the walls enclose
 * no area (none, or one straight wall).
 */
export function floorArea(walls: readonly Wall[], overhang: Overhang): FloorArea | null {
  const points = walls
    .filter((wall) => wall.visible)
    .flatMap((wall) => {
      const { start, end } = wallEnds(wall);
      return [start, end];
    });
  if (points.length === 0) return null;
  const minX = Math.min(...points.map((point) => point.x));
  const maxX = Math.max(...points.map((point) => point.x));
  const minZ = Math.min(...points.map((point) => point.z));
  const maxZ = Math.max(...points.map((point) => point.z));
  if (maxX - minX < 1e-6 || maxZ - minZ < 1e-6) return null;
  return {
    minX: minX - overhang.left,
    maxX: maxX + overhang.right,
    minZ: minZ - overhang.top,
    maxZ: maxZ + overhang.bottom,
  };
}
