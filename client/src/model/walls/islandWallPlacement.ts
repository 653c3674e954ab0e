import { MIN_WALL_LENGTH, wallFromPoints, type FloorPoint } from '../wallGeometry';

/** An island wall's line on the floor as the schema stores it (meters, radians). */
export interface IslandWallLine {
  position: FloorPoint;
  width: number;
  angle: number;
  firstPoint: FloorPoint;
  lastPoint: FloorPoint;
}

/**
 * The island wall drawn from `first` to `last`: centred between them, as wide as they are apart, at
 * the angle a solid wall drawn the same way would have. Null when the points are too close.
 */
export function islandWallFromPoints(first: FloorPoint, last: FloorPoint): IslandWallLine | null {
  const line = wallFromPoints(first, last);
  if (line === null) return null;
  return islandWallAround(
    { x: (first.x + last.x) / 2, z: (first.z + last.z) / 2 },
    line.dimensions.x,
    line.angle,
  );
}

/**
 * The island wall of this width and angle centred on `position`. Island walls connect to nothing,
 * so an edit keeps the centre where it was and recomputes both ends from it.
 */
export function islandWallAround(position: FloorPoint, width: number, angle: number): IslandWallLine | null {
  if (!Number.isFinite(width) || width < MIN_WALL_LENGTH || !Number.isFinite(angle)) return null;
  const half = { x: (Math.cos(angle) * width) / 2, z: (-Math.sin(angle) * width) / 2 };
  return {
    position: { x: position.x, z: position.z },
    width,
    angle,
    firstPoint: { x: position.x - half.x, z: position.z - half.z },
    lastPoint: { x: position.x + half.x, z: position.z + half.z },
  };
}
