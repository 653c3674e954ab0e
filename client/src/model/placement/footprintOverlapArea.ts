import type { FloorVector } from './floorVector';
import { rectCorners, type OrientedRect } from './orientedRect';

function cross(o: FloorVector, a: FloorVector, b: FloorVector): number {
  return (a.x - o.x) * (b.z - o.z) - (a.z - o.z) * (b.x - o.x);
}

function area(polygon: readonly FloorVector[]): number {
  let twice = 0;
  for (let index = 0; index < polygon.length; index += 1) {
    const a = polygon[index]!;
    const b = polygon[(index + 1) % polygon.length]!;
    twice += a.x * b.z - b.x * a.z;
  }
  return Math.abs(twice) / 2;
}

function clip(
  subject: readonly FloorVector[],
  a: FloorVector,
  b: FloorVector,
  inside: number,
): FloorVector[] {
  const kept: FloorVector[] = [];
  for (let index = 0; index < subject.length; index += 1) {
    const current = subject[index]!;
    const next = subject[(index + 1) % subject.length]!;
    const currentIn = cross(a, b, current) * inside >= 0;
    const nextIn = cross(a, b, next) * inside >= 0;
    if (currentIn) kept.push(current);
    if (currentIn !== nextIn) {
      const dc = cross(a, b, current);
      const dn = cross(a, b, next);
      const t = dc / (dc - dn);
      kept.push({ x: current.x + (next.x - current.x) * t, z: current.z + (next.z - current.z) * t });
    }
  }
  return kept;
}

/**
 * The floor area two rectangles share, by clipping one polygon with the other (Sutherland-Hodgman).
 * It measures overlap a different way from the separating-axis test, so tests can check one against
 * the other; the 2D view can also use it to shade overlaps.
 */
export function footprintOverlapArea(a: OrientedRect, b: OrientedRect): number {
  const clipper = rectCorners(b);
  const orientation = Math.sign(cross(clipper[0]!, clipper[1]!, clipper[2]!)) || 1;
  let polygon = rectCorners(a);
  for (let index = 0; index < clipper.length && polygon.length > 0; index += 1) {
    polygon = clip(polygon, clipper[index]!, clipper[(index + 1) % clipper.length]!, orientation);
  }
  return polygon.length < 3 ? 0 : area(polygon);
}
