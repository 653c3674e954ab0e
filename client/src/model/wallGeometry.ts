export interface FloorPoint {
  x: number;
  z: number;
}

/** Shorter strokes than this are a double click, not a wall. */
export const MIN_WALL_LENGTH = 0.01;

export interface WallPlacement {
  position: FloorPoint;
  dimensions: { x: number };
  angle: number;
}

/**
 * The placement of a straight wall drawn from `start` to `end` on the floor, or null when the two
 * points are too close to make one. The angle, in [0, 2π), is counter-clockwise seen from above, the way the top
 * view shows it (screen up is -z), which is also three.js's rotation about y.
 */
export function wallFromPoints(start: FloorPoint, end: FloorPoint): WallPlacement | null {
  const dx = end.x - start.x;
  const dz = end.z - start.z;
  const length = Math.hypot(dx, dz);
  if (!Number.isFinite(length) || length < MIN_WALL_LENGTH) return null;
  const angle = Math.atan2(-dz, dx);
  return {
    position: { x: start.x, z: start.z },
    dimensions: { x: length },
    angle: angle < 0 ? angle + 2 * Math.PI : angle,
  };
}

export function wallEndPoint(wall: WallPlacement): FloorPoint {
  return {
    x: wall.position.x + Math.cos(wall.angle) * wall.dimensions.x,
    z: wall.position.z - Math.sin(wall.angle) * wall.dimensions.x,
  };
}

export function wallMidPoint(wall: WallPlacement): FloorPoint {
  const end = wallEndPoint(wall);
  return { x: (wall.position.x + end.x) / 2, z: (wall.position.z + end.z) / 2 };
}
