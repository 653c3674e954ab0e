import { describe, expect, it } from 'vitest';
import { backsplashArea } from './backsplashArea';

describe('backsplashArea', () => {
  it('adds up the strips’ rectangles, on any wall and face', () => {
    expect(
      backsplashArea([
        { wallId: 'wall_a', x0: 0, x1: 2, y0: 0.9, y1: 1.4, face: 1 },
        { wallId: 'wall_b', x0: 1, x1: 1.5, y0: 0.9, y1: 2.4, face: -1 },
      ]),
    ).toBeCloseTo(2 * 0.5 + 0.5 * 1.5, 12);
    expect(backsplashArea([])).toBe(0);
  });
});
