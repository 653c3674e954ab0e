import type { FloorPoint } from '../wallGeometry';
import { cabinetFootprint, type LayoutCabinet } from './layoutCabinet';

/** Cabinets that only touch (side by side, back to a face) do not collide. */
const TOUCH_TOLERANCE = 1e-6;

type Box = Pick<LayoutCabinet, 'position' | 'dimensions' | 'rotationY'>;

function project(corners: readonly FloorPoint[], axis: FloorPoint): [number, number] {
  const values = corners.map((corner) => corner.x * axis.x + corner.z * axis.z);
  return [Math.min(...values), Math.max(...values)];
}

function overlap([minA, maxA]: [number, number], [minB, maxB]: [number, number]): boolean {
  return Math.min(maxA, maxB) - Math.max(minA, minB) > TOUCH_TOLERANCE;
}

/**
 * Whether two cabinets take up the same space: their heights overlap and their footprints overlap
 * on every edge direction of either (separating axes).
 */
export function cabinetsCollide(a: Box, b: Box): boolean {
  const heightA: [number, number] = [a.position.y, a.position.y + a.dimensions.height];
  const heightB: [number, number] = [b.position.y, b.position.y + b.dimensions.height];
  if (!overlap(heightA, heightB)) return false;
  const cornersA = cabinetFootprint(a);
  const cornersB = cabinetFootprint(b);
  const axes = [a.rotationY, b.rotationY].flatMap((angle) => [
    { x: Math.cos(angle), z: -Math.sin(angle) },
    { x: Math.sin(angle), z: Math.cos(angle) },
  ]);
  return axes.every((axis) => overlap(project(cornersA, axis), project(cornersB, axis)));
}
