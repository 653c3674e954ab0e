import { describe, expect, it } from 'vitest';
import { wallDimensionString, DIMENSION_OFFSET } from './wallDimensionString';

const thickness = 0.1;

describe('wallDimensionString', () => {
  it('runs beside a wall drawn left to right, above it on the plan, as long as the wall', () => {
    const string = wallDimensionString({
      position: { x: 0, z: 0 },
      angle: 0,
      dimensions: { x: 4, z: thickness },
    });
    expect(string.line.length).toBeCloseTo(4, 12);
    // Screen up is -z: the string lies on the wall's left, at -z.
    expect(string.start.z).toBeCloseTo(-(thickness / 2 + DIMENSION_OFFSET), 12);
    expect(string.start.x).toBeCloseTo(0, 12);
    expect(string.end.x).toBeCloseTo(4, 12);
    expect(string.line.labelAngle).toBeCloseTo(0, 12);
  });

  it('draws extension lines at both ends from near the face across the dimension line', () => {
    const string = wallDimensionString({
      position: { x: 0, z: 0 },
      angle: 0,
      dimensions: { x: 4, z: thickness },
    });
    const [, first, second] = string.segments;
    for (const extension of [first!, second!]) {
      expect(extension.a.x).toBeCloseTo(extension.b.x, 12);
      expect(-extension.a.z).toBeGreaterThan(thickness / 2);
      expect(-extension.b.z).toBeGreaterThan(thickness / 2 + DIMENSION_OFFSET);
    }
    expect(first!.a.x).toBeCloseTo(0, 12);
    expect(second!.a.x).toBeCloseTo(4, 12);
  });

  it('keeps the label upright on a wall drawn right to left or downwards', () => {
    const back = wallDimensionString({
      position: { x: 4, z: 0 },
      angle: Math.PI,
      dimensions: { x: 4, z: thickness },
    });
    expect(back.line.labelAngle).toBeCloseTo(0, 9);
    // Drawn right to left, its left side is below it on the plan (+z).
    expect(back.start.z).toBeGreaterThan(0);
    const down = wallDimensionString({
      position: { x: 0, z: 0 },
      angle: -Math.PI / 2,
      dimensions: { x: 3, z: thickness },
    });
    expect(Math.abs(down.line.labelAngle)).toBeCloseTo(Math.PI / 2, 9);
    expect(down.line.length).toBeCloseTo(3, 12);
  });
});
