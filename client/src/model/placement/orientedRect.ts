import { addFloor, dotFloor, scaleFloor, type FloorVector } from './floorVector';

/**
 * A rectangle on the floor plan turned by `angle` about y, the way three.js turns an object: its
 * width runs along `u` = (cos a, -sin a) (the wall convention of `wallGeometry`) and its depth along
 * `v` = (sin a, cos a), the way a model's front faces.
 */
export interface OrientedRect {
  readonly center: FloorVector;
  readonly halfWidth: number;
  readonly halfDepth: number;
  readonly angle: number;
}

export interface RectAxes {
  /** Along the width, from the left side to the right side seen from the front. */
  readonly u: FloorVector;
  /** From the back to the front. */
  readonly v: FloorVector;
}

export function rectAxes(angle: number): RectAxes {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return { u: { x: cos, z: -sin }, v: { x: sin, z: cos } };
}

/** Corners in the order back-left, back-right, front-right, front-left. */
export function rectCorners(rect: OrientedRect): FloorVector[] {
  const { u, v } = rectAxes(rect.angle);
  const corner = (side: number, front: number) =>
    addFloor(
      rect.center,
      addFloor(scaleFloor(u, side * rect.halfWidth), scaleFloor(v, front * rect.halfDepth)),
    );
  return [corner(-1, -1), corner(1, -1), corner(1, 1), corner(-1, 1)];
}

/** Half the rectangle's extent along a unit `axis`. */
export function rectHalfExtent(rect: OrientedRect, axis: FloorVector): number {
  const { u, v } = rectAxes(rect.angle);
  return rect.halfWidth * Math.abs(dotFloor(u, axis)) + rect.halfDepth * Math.abs(dotFloor(v, axis));
}

/** The interval the rectangle covers along a unit `axis`. */
export function projectRect(rect: OrientedRect, axis: FloorVector): { min: number; max: number } {
  const middle = dotFloor(rect.center, axis);
  const half = rectHalfExtent(rect, axis);
  return { min: middle - half, max: middle + half };
}
