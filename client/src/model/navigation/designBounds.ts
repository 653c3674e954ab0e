import type { PlacedModel, Wall } from '@kitchensync/schemas';
import { wallEndPoint } from '../wallGeometry';

/** A rectangle of the floor (meters), axis-aligned. */
export interface FloorBounds {
  minX: number;
  maxX: number;
  minZ: number;
  maxZ: number;
}

/**
 * The floor the design covers: every visible wall (both ends, widened by half its depth) and every
 * placed model (its footprint's circle, so a turned model is inside too); null for an empty design.
 */
export function designBounds(
  walls: readonly Wall[],
  models: readonly PlacedModel[] = [],
): FloorBounds | null {
  let bounds: FloorBounds | null = null;
  const include = (x: number, z: number, reach: number) => {
    bounds ??= { minX: x, maxX: x, minZ: z, maxZ: z };
    bounds.minX = Math.min(bounds.minX, x - reach);
    bounds.maxX = Math.max(bounds.maxX, x + reach);
    bounds.minZ = Math.min(bounds.minZ, z - reach);
    bounds.maxZ = Math.max(bounds.maxZ, z + reach);
  };
  for (const wall of walls) {
    if (!wall.visible) continue;
    const end = wallEndPoint(wall);
    include(wall.position.x, wall.position.z, wall.dimensions.z / 2);
    include(end.x, end.z, wall.dimensions.z / 2);
  }
  for (const model of models) {
    const reach = Math.hypot(model.dimensions.width, model.dimensions.depth) / 2;
    include(model.position.x, model.position.z, reach);
  }
  return bounds;
}
