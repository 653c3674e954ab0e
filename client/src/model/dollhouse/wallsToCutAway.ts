import type { Wall } from '@kitchensync/schemas';
import { designBounds } from '../navigation/designBounds';
import { wallMidPoint } from '../wallGeometry';

/** A point of the scene, in meters (y up). */
export interface CameraPoint {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/**
 * How far (meters) the camera must stand beyond a wall's plane before the wall is cut away: a wall
 * seen edge-on hides nothing, and the margin keeps it from flickering as the camera grazes its plane.
 */
export const CUT_AWAY_MARGIN = 0.05;

/**
 * The unit normal (x, z) of a wall's face that looks into the room: towards the middle of the
 * design's walls, or, for a wall whose line runs through that middle (a partition, a lone wall),
 * its right-hand side in the top view, the side the layouts build the room on.
 */
export function wallInwardNormal(
  wall: Pick<Wall, 'position' | 'dimensions' | 'angle'>,
  roomMiddle: { x: number; z: number },
): { x: number; z: number } {
  // The wall's own +z (across) is (sin a, cos a) on the floor: its right in the top view.
  const across = { x: Math.sin(wall.angle), z: Math.cos(wall.angle) };
  const middle = wallMidPoint(wall);
  const towardsRoom = (roomMiddle.x - middle.x) * across.x + (roomMiddle.z - middle.z) * across.z;
  return towardsRoom < -1e-6 ? { x: -across.x, z: -across.z } : across;
}

/**
 * The walls to cut away for a camera at `camera` (the dollhouse view): every shown wall the camera
 * stands behind, outside the room, by more than `CUT_AWAY_MARGIN`. Such a wall shows the camera its
 * back and stands between it and the room; a wall whose inner face looks at the camera is a
 * backdrop and stays. Island walls are left out: they stand inside the room and are low.
 */
export function wallsToCutAway(walls: readonly Wall[], camera: CameraPoint): ReadonlySet<string> {
  const cut = new Set<string>();
  const bounds = designBounds(walls);
  if (bounds === null) return cut;
  const roomMiddle = { x: (bounds.minX + bounds.maxX) / 2, z: (bounds.minZ + bounds.maxZ) / 2 };
  for (const wall of walls) {
    if (!wall.visible) continue;
    const inward = wallInwardNormal(wall, roomMiddle);
    const middle = wallMidPoint(wall);
    const inFront = (camera.x - middle.x) * inward.x + (camera.z - middle.z) * inward.z;
    // The wall's inner face stands half its depth inside the room from its middle line.
    if (inFront < -(wall.dimensions.z / 2 + CUT_AWAY_MARGIN)) cut.add(wall.id);
  }
  return cut;
}
