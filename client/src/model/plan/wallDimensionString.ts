import { dimensionLine, type DimensionLine } from '../measurements/dimensionLine';
import { wallEndPoint, type FloorPoint, type WallPlacement } from '../wallGeometry';
import type { PlanSegment } from './PlanSegment';

/** From the wall's face to the dimension line, meters: clear of the wall, close enough to belong to it. */
export const DIMENSION_OFFSET = 0.3;
/** The extension lines start this far off the face and run this far past the dimension line. */
const EXTENSION_GAP = 0.04;
const EXTENSION_OVERSHOOT = 0.06;

/** A wall's dimension string as a plan draws it beside the wall. */
export interface WallDimensionString {
  /** The dimension line's ends, level with the wall's ends. */
  start: FloorPoint;
  end: FloorPoint;
  /** The line between them, its length the wall's, its label centred and upright. */
  line: DimensionLine;
  /** The dimension line and the two extension lines from the wall's face to it. */
  segments: PlanSegment[];
}

/**
 * The dimension string of a wall along its left side as drawn (the outside of a room drawn with
 * its inside on the right, as layouts are): a line `DIMENSION_OFFSET` off the face from one end
 * of the wall to the other, with extension lines from near the face past the line at each end.
 * Its length is the wall's length.
 */
export function wallDimensionString(
  wall: WallPlacement & { dimensions: { x: number; z: number } },
): WallDimensionString {
  const normal = { x: -Math.sin(wall.angle), z: -Math.cos(wall.angle) };
  const face = wall.dimensions.z / 2;
  const at = (point: FloorPoint, distance: number): FloorPoint => ({
    x: point.x + normal.x * distance,
    z: point.z + normal.z * distance,
  });
  const wallStart = wall.position;
  const wallEnd = wallEndPoint(wall);
  const lineDistance = face + DIMENSION_OFFSET;
  const start = at(wallStart, lineDistance);
  const end = at(wallEnd, lineDistance);
  return {
    start,
    end,
    line: dimensionLine(start, end),
    segments: [
      { a: start, b: end },
      { a: at(wallStart, face + EXTENSION_GAP), b: at(wallStart, lineDistance + EXTENSION_OVERSHOOT) },
      { a: at(wallEnd, face + EXTENSION_GAP), b: at(wallEnd, lineDistance + EXTENSION_OVERSHOOT) },
    ],
  };
}
