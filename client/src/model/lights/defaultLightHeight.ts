import { WALL_DEFAULT_HEIGHT } from '@kitchensync/schemas';

/** What the default height needs of a wall: whether it is shown and how tall it is. */
export interface CeilingWall {
  readonly visible: boolean;
  readonly dimensions: { readonly y: number };
}

/**
 * Where a new light hangs, in meters above the floor: at the ceiling, which is as high as the
 * tallest shown wall (the ceiling the 3D view draws); a room without walls has the walls' default
 * height, so a light placed before the walls are drawn still hangs where the ceiling will be.
 */
export function defaultLightHeight(walls: readonly CeilingWall[]): number {
  const heights = walls.filter((wall) => wall.visible).map((wall) => wall.dimensions.y);
  return heights.length === 0 ? WALL_DEFAULT_HEIGHT : Math.max(...heights);
}
