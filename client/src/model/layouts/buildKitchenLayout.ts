import { WALL_DEFAULT_THICKNESS, inches } from '@kitchensync/schemas';
import type { FloorPoint } from '../wallGeometry';
import type { KitchenLayout } from './kitchenLayout';
import type { LayoutCabinet } from './layoutCabinet';
import { layoutCabinets } from './layoutCabinets';
import { STANDARD_CABINET_SIZES, type LayoutCabinetSizes } from './layoutCabinetSizes';
import { layoutIsland, type LayoutIslandWall } from './layoutIsland';
import { layoutWalls, type LayoutWall } from './layoutWalls';

/** What a layout builds, as plain data, centred on the origin where both views look. */
export interface BuiltKitchenLayout {
  walls: LayoutWall[];
  islandWalls: LayoutIslandWall[];
  cabinets: LayoutCabinet[];
}

function wallEnd(wall: LayoutWall): FloorPoint {
  return {
    x: wall.position.x + Math.cos(wall.angle) * wall.length,
    z: wall.position.z - Math.sin(wall.angle) * wall.length,
  };
}

function moved(point: FloorPoint, by: FloorPoint): FloorPoint {
  return { x: point.x + by.x, z: point.z + by.z };
}

/**
 * Builds a layout whose numbers are in meters: its walls, the island wall of an island layout, and
 * the style's starting cabinets from `sizes` (the standard sizes unless the catalogue says otherwise).
 */
export function buildKitchenLayout(
  layout: KitchenLayout,
  sizes: LayoutCabinetSizes = STANDARD_CABINET_SIZES,
  wallThickness: number = WALL_DEFAULT_THICKNESS,
): BuiltKitchenLayout {
  const plan = layoutWalls(layout, wallThickness);
  const island =
    layout.kind === 'island'
      ? layoutIsland(layout, wallThickness, inches(sizes.base?.depth ?? STANDARD_CABINET_SIZES.base!.depth))
      : null;
  const cabinets = layoutCabinets(plan, island, sizes);

  const points = [
    ...plan.walls.flatMap((wall) => [wall.position, wallEnd(wall)]),
    ...(island === null ? [] : [island.firstPoint, island.lastPoint]),
  ];
  const xs = points.map((point) => point.x);
  const zs = points.map((point) => point.z);
  const shift = {
    x: -(Math.min(...xs) + Math.max(...xs)) / 2,
    z: -(Math.min(...zs) + Math.max(...zs)) / 2,
  };
  return {
    walls: plan.walls.map((wall) => ({ ...wall, position: moved(wall.position, shift) })),
    islandWalls:
      island === null
        ? []
        : [
            {
              ...island,
              position: moved(island.position, shift),
              firstPoint: moved(island.firstPoint, shift),
              lastPoint: moved(island.lastPoint, shift),
            },
          ],
    cabinets: cabinets.map((cabinet) => ({
      ...cabinet,
      position: { x: cabinet.position.x + shift.x, y: cabinet.position.y, z: cabinet.position.z + shift.z },
    })),
  };
}
