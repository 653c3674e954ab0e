import { inches } from '@kitchensync/schemas';
import type { FloorPoint } from '../wallGeometry';
import type { KitchenLayout } from './kitchenLayout';

/** Spec 002 section 4: an island stands at least 60 inches from the side wall. */
export const ISLAND_SIDE_WALL_GAP = inches(60);

/** The work aisle between the main wall's base cabinets and the island's fronts (the usual 42"). */
export const ISLAND_AISLE = inches(42);

/**
 * The island wall an island layout adds: the invisible line its cabinets back onto, as the schema
 * stores it (centre `position`, `width` along `angle`, both ends). It runs from the room's right
 * to its left, so cabinets on its room side face the main wall.
 */
export interface LayoutIslandWall {
  key: string;
  position: FloorPoint;
  width: number;
  angle: number;
  firstPoint: FloorPoint;
  lastPoint: FloorPoint;
}

/**
 * The island of an island layout (meters, main wall along +x from the origin, room towards +z):
 * parallel to the main wall, an aisle in front of its base cabinets, centred on the main wall's
 * free span unless that would bring it nearer the side wall than `ISLAND_SIDE_WALL_GAP`.
 */
export function layoutIsland(
  layout: Extract<KitchenLayout, { kind: 'island' }>,
  wallThickness: number,
  baseDepth: number,
): LayoutIslandWall {
  const { topWallLength: top, islandLength: width } = layout.numbers;
  const halfThickness = wallThickness / 2;
  const line = halfThickness + baseDepth + ISLAND_AISLE + baseDepth;
  let from: number;
  if (layout.side === 'left') {
    const centre = (halfThickness + top) / 2;
    from = Math.max(centre - width / 2, halfThickness + ISLAND_SIDE_WALL_GAP);
  } else {
    const centre = (top - halfThickness) / 2;
    from = Math.min(centre + width / 2, top - halfThickness - ISLAND_SIDE_WALL_GAP) - width;
  }
  return {
    key: 'island',
    position: { x: from + width / 2, z: line },
    width,
    angle: Math.PI,
    firstPoint: { x: from + width, z: line },
    lastPoint: { x: from, z: line },
  };
}
