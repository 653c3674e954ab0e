import type { FloorPoint } from '../wallGeometry';

/** A straight wall's centre line as stored: start, length along the angle, angle. */
export interface WallLine {
  position: FloorPoint;
  dimensions: { x: number };
  angle: number;
}

export type WallEnd = 'start' | 'end';

export const WALL_ENDS: readonly WallEnd[] = ['start', 'end'];

/** Where each end of a wall's centre line lies on the floor. */
export function wallEnds(wall: WallLine): Record<WallEnd, FloorPoint> {
  return {
    start: { x: wall.position.x, z: wall.position.z },
    end: {
      x: wall.position.x + Math.cos(wall.angle) * wall.dimensions.x,
      z: wall.position.z - Math.sin(wall.angle) * wall.dimensions.x,
    },
  };
}

export function otherEnd(end: WallEnd): WallEnd {
  return end === 'start' ? 'end' : 'start';
}

export function floorDistance(a: FloorPoint, b: FloorPoint): number {
  return Math.hypot(a.x - b.x, a.z - b.z);
}
