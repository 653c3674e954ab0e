import { inches, type BoxDimensions, type Wall } from '@kitchensync/schemas';
import type { CollisionBehaviour } from './collisionBehaviour';
import type { PlacementBody } from './placementBody';
import { wallFromPoints } from '../wallGeometry';
import { wallObstacle, type WallObstacle } from './wallObstacle';

/** Test scenes in inches, as a kitchen is measured; placement works in meters. */
export function boxInches(width: number, height: number, depth: number): BoxDimensions {
  return { width: inches(width), height: inches(height), depth: inches(depth) };
}

export function bodyInches(
  id: string,
  at: { x: number; y?: number; z: number },
  size: readonly [number, number, number],
  options: { angle?: number; collision?: CollisionBehaviour; restHeight?: number } = {},
): PlacementBody {
  return {
    id,
    position: { x: inches(at.x), y: inches(at.y ?? 0), z: inches(at.z) },
    angle: options.angle ?? 0,
    dimensions: boxInches(...size),
    collision: options.collision ?? 'block',
    restHeight: inches(options.restHeight ?? at.y ?? 0),
  };
}

/** A 96-inch high, 4.5-inch thick wall from `start` along `angle`, `length` inches long. */
export function wallInches(
  id: string,
  start: { x: number; z: number },
  length: number,
  angle = 0,
): WallObstacle {
  const wall: Wall = {
    id,
    position: { x: inches(start.x), z: inches(start.z) },
    dimensions: { x: inches(length), y: inches(96), z: inches(4.5) },
    angle,
    connected: [],
    color: '#E0E0E0',
    visible: true,
    showMeasurements: true,
    selected: false,
    showDiagonal: false,
    error: false,
    name: '',
  };
  return wallObstacle(wall);
}

/** A wall along the straight line from `start` to `end`, in inches. */
export function wallBetweenInches(
  id: string,
  start: { x: number; z: number },
  end: { x: number; z: number },
): WallObstacle {
  const placement = wallFromPoints(
    { x: inches(start.x), z: inches(start.z) },
    { x: inches(end.x), z: inches(end.z) },
  );
  if (placement === null) throw new Error(`wall ${id} is too short`);
  return wallInches(id, start, placement.dimensions.x / inches(1), placement.angle);
}

/** The four walls of a room from (0, 0) to (width, depth), running round it. */
export function roomInches(width: number, depth: number): WallObstacle[] {
  const corners = [
    { x: 0, z: 0 },
    { x: width, z: 0 },
    { x: width, z: depth },
    { x: 0, z: depth },
  ];
  return corners.map((corner, index) =>
    wallBetweenInches(`wall_${index}`, corner, corners[(index + 1) % 4]!),
  );
}

export function toInches(meters: number): number {
  return meters / inches(1);
}
