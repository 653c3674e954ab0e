import type { FloorBounds } from './designBounds';

interface Point3 {
  x: number;
  y: number;
  z: number;
}

/** Where the 3D camera stands and the point it orbits. */
export interface PerspectiveFrame {
  position: Point3;
  target: Point3;
}

/** The 3D view looks from above one corner: this way from the target (meters, not normalised). */
const VIEW_DIRECTION = { x: 6, y: 6, z: 9 };
/** How tall the framed design is taken to be: a standard wall. */
const FRAMED_HEIGHT = 2.4;
/** The orbit point's height above the floor: about a counter's height. */
const TARGET_HEIGHT = 1;
/** The nearest the camera stands to the orbit point, so a lone cabinet is not filled edge to edge. */
const MIN_DISTANCE = 3;

/**
 * The 3D camera that shows the whole design: it looks at the middle of `bounds` from the view's
 * usual corner, far enough that a sphere around the design (walls' height included) fits the
 * narrower of the view's two angles. `fovDegrees` is vertical, `aspect` width over height.
 */
export function framePerspectiveView(
  bounds: FloorBounds,
  fovDegrees: number,
  aspect: number,
): PerspectiveFrame {
  if (!(fovDegrees > 0 && fovDegrees < 180) || !(aspect > 0)) {
    throw new Error(`A 3D view needs an angle and an aspect, not ${fovDegrees}° and ${aspect}`);
  }
  const radius = Math.hypot(bounds.maxX - bounds.minX, bounds.maxZ - bounds.minZ, FRAMED_HEIGHT) / 2;
  const halfVertical = (fovDegrees * Math.PI) / 360;
  const halfHorizontal = Math.atan(Math.tan(halfVertical) * aspect);
  const distance = Math.max(MIN_DISTANCE, radius / Math.sin(Math.min(halfVertical, halfHorizontal)));
  const length = Math.hypot(VIEW_DIRECTION.x, VIEW_DIRECTION.y, VIEW_DIRECTION.z);
  const target = {
    x: (bounds.minX + bounds.maxX) / 2,
    y: TARGET_HEIGHT,
    z: (bounds.minZ + bounds.maxZ) / 2,
  };
  return {
    target,
    position: {
      x: target.x + (VIEW_DIRECTION.x / length) * distance,
      y: target.y + (VIEW_DIRECTION.y / length) * distance,
      z: target.z + (VIEW_DIRECTION.z / length) * distance,
    },
  };
}
