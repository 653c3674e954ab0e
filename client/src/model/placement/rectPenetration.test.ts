import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addFloor } from './floorVector';
import { footprintOverlapArea } from './footprintOverlapArea';
import type { OrientedRect } from './orientedRect';
import { PLACEMENT_EPSILON } from './placementConstants';
import { rectPenetration } from './rectPenetration';

const rect = (x: number, z: number, width: number, depth: number, angle = 0): OrientedRect => ({
  center: { x, z },
  halfWidth: width / 2,
  halfDepth: depth / 2,
  angle,
});

const arbitraryRect = fc
  .record({
    x: fc.double({ min: -2, max: 2, noNaN: true }),
    z: fc.double({ min: -2, max: 2, noNaN: true }),
    width: fc.double({ min: 0.05, max: 2, noNaN: true }),
    depth: fc.double({ min: 0.05, max: 2, noNaN: true }),
    angle: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
  })
  .map(({ x, z, width, depth, angle }) => rect(x, z, width, depth, angle));

describe('rectPenetration', () => {
  it('finds the overlap of two side-by-side boxes and the shortest way out', () => {
    const hit = rectPenetration(rect(0, 0, 2, 1), rect(1.5, 0, 2, 1));
    expect(hit?.depth).toBeCloseTo(0.5, 12);
    expect(hit?.push.x).toBeCloseTo(-0.5, 12);
    expect(hit?.push.z).toBeCloseTo(0, 12);
  });

  it('does not count boxes that only touch, within the epsilon', () => {
    expect(rectPenetration(rect(0, 0, 2, 1), rect(2, 0, 2, 1))).toBeNull();
    expect(rectPenetration(rect(0, 0, 2, 1), rect(2 - PLACEMENT_EPSILON / 2, 0, 2, 1))).toBeNull();
    expect(rectPenetration(rect(0, 0, 2, 1), rect(2 - 1e-6, 0, 2, 1))).not.toBeNull();
  });

  it('separates a box turned 45 degrees from the corner it reaches into', () => {
    const diamond = rect(0, 0, Math.SQRT2, Math.SQRT2, Math.PI / 4);
    const hit = rectPenetration(diamond, rect(1.4, 0, 1, 1));
    expect(hit?.depth).toBeCloseTo(0.5 - 0.4, 12);
  });

  it('agrees with the clipped overlap area: a hit exactly when they share floor', () => {
    fc.assert(
      fc.property(arbitraryRect, arbitraryRect, (a, b) => {
        const hit = rectPenetration(a, b);
        const shared = footprintOverlapArea(a, b);
        if (hit === null) expect(shared).toBeLessThan(1e-6);
        else if (hit.depth > 1e-6) expect(shared).toBeGreaterThan(0);
      }),
    );
  });

  it('leaves the boxes touching, not overlapping, after the push', () => {
    fc.assert(
      fc.property(arbitraryRect, arbitraryRect, (a, b) => {
        const hit = rectPenetration(a, b);
        if (hit === null) return;
        const moved = { ...a, center: addFloor(a.center, hit.push) };
        expect(rectPenetration(moved, b)).toBeNull();
        expect(footprintOverlapArea(moved, b)).toBeLessThan(1e-6);
      }),
    );
  });

  it('is symmetric: a meets b exactly when b meets a, as deep', () => {
    fc.assert(
      fc.property(arbitraryRect, arbitraryRect, (a, b) => {
        const ab = rectPenetration(a, b);
        const ba = rectPenetration(b, a);
        expect(ab === null).toBe(ba === null);
        if (ab !== null && ba !== null) expect(ab.depth).toBeCloseTo(ba.depth, 9);
      }),
    );
  });
});
