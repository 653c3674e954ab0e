import { describe, expect, it } from 'vitest';
import { MIN_WALL_LENGTH, wallEndPoint, wallFromPoints, wallMidPoint } from './wallGeometry';

describe('wallFromPoints', () => {
  it('makes a wall whose length is the distance between the two clicks', () => {
    const wall = wallFromPoints({ x: 1, z: 2 }, { x: 4, z: 6 });
    expect(wall?.dimensions.x).toBeCloseTo(5, 12);
    expect(wall?.position).toEqual({ x: 1, z: 2 });
  });

  it('measures the angle counter-clockwise seen from above, where screen up is -z', () => {
    expect(wallFromPoints({ x: 0, z: 0 }, { x: 1, z: 0 })?.angle).toBeCloseTo(0, 12);
    expect(wallFromPoints({ x: 0, z: 0 }, { x: 0, z: -1 })?.angle).toBeCloseTo(Math.PI / 2, 12);
    expect(wallFromPoints({ x: 0, z: 0 }, { x: -1, z: 0 })?.angle).toBeCloseTo(Math.PI, 12);
    expect(wallFromPoints({ x: 0, z: 0 }, { x: 0, z: 1 })?.angle).toBeCloseTo((3 * Math.PI) / 2, 12);
  });

  it('refuses a wall shorter than the minimum length', () => {
    expect(wallFromPoints({ x: 0, z: 0 }, { x: MIN_WALL_LENGTH / 2, z: 0 })).toBeNull();
    expect(wallFromPoints({ x: 0, z: 0 }, { x: Number.NaN, z: 0 })).toBeNull();
  });

  it('ends the wall exactly at the second click, in every direction', () => {
    for (let i = 0; i < 16; i++) {
      const angle = (i / 16) * 2 * Math.PI;
      const start = { x: 0.5, z: -1.5 };
      const end = { x: start.x + 3 * Math.cos(angle), z: start.z + 3 * Math.sin(angle) };
      const wall = wallFromPoints(start, end);
      expect(wall).not.toBeNull();
      const back = wallEndPoint(wall!);
      expect(back.x).toBeCloseTo(end.x, 10);
      expect(back.z).toBeCloseTo(end.z, 10);
    }
  });

  it('puts the mid point half way along the wall', () => {
    const wall = wallFromPoints({ x: -2, z: 1 }, { x: 2, z: 3 })!;
    const mid = wallMidPoint(wall);
    expect(mid.x).toBeCloseTo(0, 12);
    expect(mid.z).toBeCloseTo(2, 12);
  });
});
