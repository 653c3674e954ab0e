import { inches, type OpeningKind, type PlacedOpening, type Wall } from '@kitchensync/schemas';
import { isDoorKind } from '../openings/defaultOpeningBottom';
import { addFloor, scaleFloor } from './floorVector';
import { rectAxes, type OrientedRect } from './orientedRect';

/**
 * How far in front of each face of its wall an opening keeps clear. A window only needs what hangs
 * against the wall kept off it; a door needs room to walk through, about a cabinet's depth.
 */
export const WINDOW_CLEARANCE = inches(1);
export const DOOR_CLEARANCE = inches(24);

/**
 * A door, window or opening as placement sees it: the space from `bottom` to `top` across its width,
 * through its wall and the clearance in front of both faces, where no blocking model may stand.
 */
export interface OpeningObstacle {
  readonly id: string;
  readonly wallId: string;
  readonly kind: OpeningKind;
  readonly bottom: number;
  readonly top: number;
  readonly rect: OrientedRect;
}

export function openingObstacle(
  opening: Pick<PlacedOpening, 'id' | 'kind' | 'position' | 'dimensions'>,
  wall: Pick<Wall, 'id' | 'position' | 'dimensions' | 'angle'>,
): OpeningObstacle {
  const { u } = rectAxes(wall.angle);
  const alongWall = opening.position.x + opening.dimensions.x / 2;
  const clearance = isDoorKind(opening.kind) ? DOOR_CLEARANCE : WINDOW_CLEARANCE;
  return {
    id: opening.id,
    wallId: wall.id,
    kind: opening.kind,
    bottom: opening.position.y,
    top: opening.position.y + opening.dimensions.y,
    rect: {
      center: addFloor({ x: wall.position.x, z: wall.position.z }, scaleFloor(u, alongWall)),
      halfWidth: opening.dimensions.x / 2,
      halfDepth: wall.dimensions.z / 2 + clearance,
      angle: wall.angle,
    },
  };
}
