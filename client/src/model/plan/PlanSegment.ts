/** A point on the floor plan: x across, z down the screen (the top view looks along -y, -z up). */
export interface PlanPoint {
  readonly x: number;
  readonly z: number;
}

/** One straight stroke of the plan drawing, from `a` to `b`. */
export interface PlanSegment {
  readonly a: PlanPoint;
  readonly b: PlanPoint;
}

/** Joins consecutive points into segments; `closed` adds the one from the last back to the first. */
export function polylineSegments(points: readonly PlanPoint[], closed = false): PlanSegment[] {
  const segments: PlanSegment[] = [];
  for (let i = 1; i < points.length; i += 1) segments.push({ a: points[i - 1]!, b: points[i]! });
  if (closed && points.length > 2) segments.push({ a: points[points.length - 1]!, b: points[0]! });
  return segments;
}

/** A circle as `sides` chords, fine enough that its facets never show at the size it is drawn. */
export function circleSegments(center: PlanPoint, radius: number, sides = 24): PlanSegment[] {
  const points: PlanPoint[] = [];
  for (let i = 0; i < sides; i += 1) {
    const turn = (i / sides) * Math.PI * 2;
    points.push({ x: center.x + radius * Math.cos(turn), z: center.z + radius * Math.sin(turn) });
  }
  return polylineSegments(points, true);
}
