import type { Wall } from '@kitchensync/schemas';
import type { FloorPoint } from '../wallGeometry';

/**
 * How far along `wall` from its start a point on the floor lies (its projection onto the wall's
 * centre line, meters): where a click on the wall puts an opening's centre.
 */
export function distanceAlongWall(wall: Pick<Wall, 'position' | 'angle'>, point: FloorPoint): number {
  return (
    (point.x - wall.position.x) * Math.cos(wall.angle) - (point.z - wall.position.z) * Math.sin(wall.angle)
  );
}
