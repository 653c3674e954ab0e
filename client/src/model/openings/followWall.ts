import type { Wall } from '@kitchensync/schemas';
import { wallEndPoint } from '../wallGeometry';
import { clampOpening } from './clampOpening';
import { wallFaceOf, type OpeningBox } from './openingBox';

type WallPose = Pick<Wall, 'position' | 'dimensions' | 'angle'>;

const SAME_POINT = 1e-9;

function samePoint(a: { x: number; z: number }, b: { x: number; z: number }): boolean {
  return Math.abs(a.x - b.x) <= SAME_POINT && Math.abs(a.z - b.z) <= SAME_POINT;
}

/**
 * Where an opening goes when its wall changes from `before` to `after` (spec 001 section 2): it keeps
 * its distance from the wall's start, so it moves and turns with the wall; when only the start moved
 * (the wall stretched or shrank at that end) it keeps its distance from the end instead, staying
 * where it was in the room. Then it is kept inside the wall's new length and height.
 */
export function followWall(box: OpeningBox, before: WallPose, after: WallPose): OpeningBox {
  const startStayed = samePoint(before.position, after.position);
  const endStayed = samePoint(wallEndPoint(before), wallEndPoint(after));
  const left = !startStayed && endStayed ? after.dimensions.x - (before.dimensions.x - box.left) : box.left;
  return clampOpening({ ...box, left }, wallFaceOf(after));
}
