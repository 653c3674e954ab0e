import { WallSchema, type Wall } from '@kitchensync/schemas';
import { wallFromPoints, type FloorPoint } from '../../wallGeometry';

/** A real, schema-parsed wall from `start` to `end`, for tests. */
export function wallBetween(
  id: string,
  start: FloorPoint,
  end: FloorPoint,
  extra: { connected?: string[]; thickness?: number } = {},
): Wall {
  const line = wallFromPoints(start, end);
  if (line === null) throw new Error(`wall ${id} is too short`);
  return WallSchema.parse({
    id,
    position: line.position,
    dimensions: { x: line.dimensions.x, ...(extra.thickness === undefined ? {} : { z: extra.thickness }) },
    angle: line.angle,
    connected: extra.connected ?? [],
  });
}

/**
 * Walls drawn through `points` one after another, each connected to the one before (and the last to
 * the first when `closed`), the way the Solid Wall tool chains them. Ids are `wall_<prefix><i>`.
 */
export function wallsAlong(points: readonly FloorPoint[], closed = false, prefix = 'w'): Wall[] {
  const count = closed ? points.length : points.length - 1;
  const id = (index: number) => `wall_${prefix}${(index + count) % count}`;
  return Array.from({ length: count }, (_, index) => {
    const connected: string[] = [];
    if (index > 0 || closed) connected.push(id(index - 1));
    if (index < count - 1 || closed) connected.push(id(index + 1));
    return wallBetween(id(index), points[index]!, points[(index + 1) % points.length]!, {
      connected: [...new Set(connected)],
    });
  });
}
