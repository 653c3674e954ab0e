import type { IslandWall, Wall } from '@kitchensync/schemas';
import { wallEndPoint } from '../wallGeometry';
import { floorLength, subtractFloor, type FloorVector } from './floorVector';
import type { OrientedRect } from './orientedRect';

/**
 * A wall as placement sees it: the rectangle of its thickness around its centre line, from the
 * floor to its height. `start` and `angle` are its centre line's, as in the document.
 */
export interface WallObstacle {
  readonly id: string;
  readonly start: FloorVector;
  readonly length: number;
  readonly angle: number;
  readonly thickness: number;
  readonly height: number;
  readonly rect: OrientedRect;
}

function obstacle(
  id: string,
  start: FloorVector,
  end: FloorVector,
  angle: number,
  thickness: number,
  height: number,
): WallObstacle {
  const length = floorLength(subtractFloor(end, start));
  return {
    id,
    start,
    length,
    angle,
    thickness,
    height,
    rect: {
      center: { x: (start.x + end.x) / 2, z: (start.z + end.z) / 2 },
      halfWidth: length / 2,
      halfDepth: thickness / 2,
      angle,
    },
  };
}

export function wallObstacle(wall: Wall): WallObstacle {
  const start = { x: wall.position.x, z: wall.position.z };
  return obstacle(wall.id, start, wallEndPoint(wall), wall.angle, wall.dimensions.z, wall.dimensions.y);
}

/**
 * An island wall is the invisible line island cabinets back onto: no thickness, so cabinets on both
 * sides stand back to back on it. Its ends are its first and last points.
 */
export function islandWallObstacle(wall: IslandWall): WallObstacle {
  const { firstPoint, lastPoint } = wall;
  const angle = Math.atan2(-(lastPoint.z - firstPoint.z), lastPoint.x - firstPoint.x);
  return obstacle(wall.id, firstPoint, lastPoint, angle, 0, wall.height);
}
