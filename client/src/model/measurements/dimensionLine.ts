import type { FloorPoint } from '../wallGeometry';

/** How a dimension line between two floor points is laid out on the plan. */
export interface DimensionLine {
  readonly length: number;
  readonly middle: FloorPoint;
  /** Unit vector from start to end; (1, 0) for a line too short to have a direction. */
  readonly along: FloorPoint;
  /** Unit vector a quarter turn from `along`, the side the extension marks reach to. */
  readonly across: FloorPoint;
  /**
   * The label's turn on screen in the top view (screen y is the floor's z), radians, kept within
   * [-π/2, π/2) so text reads left to right or bottom to top (CSS turns clockwise), never
   * upside down.
   */
  readonly labelAngle: number;
}

export function dimensionLine(start: FloorPoint, end: FloorPoint): DimensionLine {
  const dx = end.x - start.x;
  const dz = end.z - start.z;
  const length = Math.hypot(dx, dz);
  const along = length === 0 ? { x: 1, z: 0 } : { x: dx / length, z: dz / length };
  let labelAngle = Math.atan2(along.z, along.x);
  if (labelAngle >= Math.PI / 2) labelAngle -= Math.PI;
  else if (labelAngle < -Math.PI / 2) labelAngle += Math.PI;
  return {
    length,
    middle: { x: (start.x + end.x) / 2, z: (start.z + end.z) / 2 },
    along,
    across: { x: -along.z, z: along.x },
    labelAngle,
  };
}
