import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { islandWallAround, islandWallFromPoints } from './islandWallPlacement';

describe('islandWallFromPoints', () => {
  it('centres the island wall between the clicks and makes it as wide as they are apart', () => {
    const line = islandWallFromPoints({ x: 0, z: 0 }, { x: 0, z: -2 });
    expect(line?.position).toEqual({ x: 0, z: -1 });
    expect(line?.width).toBeCloseTo(2, 12);
    expect(line?.angle).toBeCloseTo(Math.PI / 2, 12);
    expect(line?.firstPoint.z).toBeCloseTo(0, 12);
    expect(line?.lastPoint.z).toBeCloseTo(-2, 12);
  });

  it('makes nothing of two clicks on one spot', () => {
    expect(islandWallFromPoints({ x: 1, z: 1 }, { x: 1, z: 1 })).toBeNull();
  });
});

describe('islandWallAround', () => {
  it('keeps the centre and puts both ends half the width from it, along the angle', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -10, max: 10, noNaN: true }),
        fc.double({ min: -10, max: 10, noNaN: true }),
        fc.double({ min: 0.05, max: 10, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (x, z, width, angle) => {
          const line = islandWallAround({ x, z }, width, angle)!;
          expect((line.firstPoint.x + line.lastPoint.x) / 2).toBeCloseTo(x, 9);
          expect((line.firstPoint.z + line.lastPoint.z) / 2).toBeCloseTo(z, 9);
          const span = Math.hypot(line.lastPoint.x - line.firstPoint.x, line.lastPoint.z - line.firstPoint.z);
          expect(span).toBeCloseTo(width, 9);
          expect(
            Math.atan2(-(line.lastPoint.z - line.firstPoint.z), line.lastPoint.x - line.firstPoint.x),
          ).toBeCloseTo(angle > Math.PI ? angle - 2 * Math.PI : angle, 6);
        },
      ),
    );
  });

  it('refuses a width below the minimum wall length', () => {
    expect(islandWallAround({ x: 0, z: 0 }, 0.001, 0)).toBeNull();
  });
});
