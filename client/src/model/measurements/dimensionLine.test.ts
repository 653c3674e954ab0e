import { describe, expect, it } from 'vitest';
import { dimensionLine } from './dimensionLine';

describe('dimensionLine', () => {
  it('measures the straight distance and finds the middle', () => {
    const line = dimensionLine({ x: 0, z: 0 }, { x: 3, z: 4 });
    expect(line.length).toBe(5);
    expect(line.middle).toEqual({ x: 1.5, z: 2 });
    expect(line.along).toEqual({ x: 0.6, z: 0.8 });
  });

  it('keeps the label upright whichever way the line was drawn', () => {
    expect(dimensionLine({ x: 0, z: 0 }, { x: 2, z: 0 }).labelAngle).toBe(0);
    expect(dimensionLine({ x: 2, z: 0 }, { x: 0, z: 0 }).labelAngle).toBeCloseTo(0, 12);
    const downRight = dimensionLine({ x: 0, z: 0 }, { x: 1, z: 1 }).labelAngle;
    expect(dimensionLine({ x: 1, z: 1 }, { x: 0, z: 0 }).labelAngle).toBeCloseTo(downRight, 12);
  });

  it('turns the label of an up-and-down line to read from bottom to top', () => {
    expect(dimensionLine({ x: 0, z: 0 }, { x: 0, z: 2 }).labelAngle).toBeCloseTo(-Math.PI / 2, 12);
    expect(dimensionLine({ x: 0, z: 2 }, { x: 0, z: 0 }).labelAngle).toBeCloseTo(-Math.PI / 2, 12);
  });

  it('gives a zero-length line a direction so its marks can still be drawn', () => {
    expect(dimensionLine({ x: 1, z: 1 }, { x: 1, z: 1 })).toMatchObject({ length: 0, along: { x: 1, z: 0 } });
  });
});
