import { scaleFloor, type FloorVector } from './floorVector';
import { projectRect, rectAxes, type OrientedRect } from './orientedRect';
import { PLACEMENT_EPSILON } from './placementConstants';

/** How deep one rectangle reaches into another, and the shortest move that takes it out. */
export interface RectPenetration {
  readonly depth: number;
  /** Moving the first rectangle by this separates the two (they then touch). */
  readonly push: FloorVector;
}

/**
 * Separating-axis test of two oriented rectangles. Null when they are apart or only touch (overlap
 * within the placement epsilon), so models set flush side by side do not collide.
 */
export function rectPenetration(a: OrientedRect, b: OrientedRect): RectPenetration | null {
  const axesA = rectAxes(a.angle);
  const axesB = rectAxes(b.angle);
  let best: RectPenetration | null = null;
  for (const axis of [axesA.u, axesA.v, axesB.u, axesB.v]) {
    const spanA = projectRect(a, axis);
    const spanB = projectRect(b, axis);
    const backward = spanA.max - spanB.min;
    const forward = spanB.max - spanA.min;
    const overlap = Math.min(backward, forward);
    if (overlap <= PLACEMENT_EPSILON) return null;
    if (best === null || overlap < best.depth) {
      best = { depth: overlap, push: scaleFloor(axis, backward < forward ? -backward : forward) };
    }
  }
  return best;
}
