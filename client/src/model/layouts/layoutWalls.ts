import { WALL_DEFAULT_THICKNESS } from '@kitchensync/schemas';
import { wallFromPoints, type FloorPoint } from '../wallGeometry';
import type { KitchenLayout } from './kitchenLayout';

/**
 * A wall a layout builds, keyed by its role so cabinets and corners can name it before it has a
 * document id. Same conventions as the drawing tool: `position` is the start of its centre line,
 * `length` runs along `angle` (counter-clockwise seen from above, from +x). Every layout wall is
 * drawn with the room on its right as the top view shows it, so a cabinet turned by the wall's
 * angle faces into the room.
 */
export interface LayoutWall {
  key: string;
  position: FloorPoint;
  length: number;
  angle: number;
  height: number;
  thickness: number;
  connected: string[];
}

/** Where one wall ends and the next starts, turning a right angle with the room inside the turn. */
export interface LayoutCorner {
  incoming: string;
  outgoing: string;
}

export interface LayoutWallPlan {
  walls: LayoutWall[];
  corners: LayoutCorner[];
}

function wall(
  key: string,
  start: FloorPoint,
  end: FloorPoint,
  height: number,
  thickness: number,
): LayoutWall {
  const placement = wallFromPoints(start, end);
  if (placement === null) throw new Error(`The layout's ${key} wall has no length`);
  return {
    key,
    position: placement.position,
    length: placement.dimensions.x,
    angle: placement.angle,
    height,
    thickness,
    connected: [],
  };
}

/** Joins walls in order, each one's end at the next one's start, connected both ways. */
function chain(walls: LayoutWall[]): LayoutWallPlan {
  const corners: LayoutCorner[] = [];
  for (let index = 1; index < walls.length; index++) {
    const incoming = walls[index - 1]!;
    const outgoing = walls[index]!;
    incoming.connected.push(outgoing.key);
    outgoing.connected.push(incoming.key);
    corners.push({ incoming: incoming.key, outgoing: outgoing.key });
  }
  return { walls, corners };
}

/**
 * The walls of a layout whose numbers are in meters, the main (top) wall's start at the origin and
 * the room below it in the top view (+z). Gallery's distance is the clear space between the two
 * walls' faces, which is what a person measures across a galley.
 */
export function layoutWalls(
  layout: KitchenLayout,
  thickness: number = WALL_DEFAULT_THICKNESS,
): LayoutWallPlan {
  switch (layout.kind) {
    case 'single': {
      const { length, height } = layout.numbers;
      return chain([wall('main', { x: 0, z: 0 }, { x: length, z: 0 }, height, thickness)]);
    }
    case 'gallery': {
      const { topWallLength, topWallHeight, bottomWallLength, bottomWallHeight, distance } = layout.numbers;
      const bottomZ = distance + thickness;
      return {
        walls: [
          wall('main', { x: 0, z: 0 }, { x: topWallLength, z: 0 }, topWallHeight, thickness),
          wall(
            'bottom',
            { x: bottomWallLength, z: bottomZ },
            { x: 0, z: bottomZ },
            bottomWallHeight,
            thickness,
          ),
        ],
        corners: [],
      };
    }
    case 'l':
    case 'island': {
      const { topWallLength: top, topWallHeight, sideWallLength: side, sideWallHeight } = layout.numbers;
      if (layout.side === 'left') {
        return chain([
          wall('side', { x: 0, z: side }, { x: 0, z: 0 }, sideWallHeight, thickness),
          wall('main', { x: 0, z: 0 }, { x: top, z: 0 }, topWallHeight, thickness),
        ]);
      }
      return chain([
        wall('main', { x: 0, z: 0 }, { x: top, z: 0 }, topWallHeight, thickness),
        wall('side', { x: top, z: 0 }, { x: top, z: side }, sideWallHeight, thickness),
      ]);
    }
    case 'u': {
      const { topWallLength: top, topWallHeight, sideWallLength: side, sideWallHeight } = layout.numbers;
      return chain([
        wall('left', { x: 0, z: side }, { x: 0, z: 0 }, sideWallHeight, thickness),
        wall('main', { x: 0, z: 0 }, { x: top, z: 0 }, topWallHeight, thickness),
        wall('right', { x: top, z: 0 }, { x: top, z: side }, sideWallHeight, thickness),
      ]);
    }
  }
}
