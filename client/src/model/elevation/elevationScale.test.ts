import { describe, expect, it } from 'vitest';
import { elevationScale } from './elevationScale';

describe('elevationScale', () => {
  it('picks the largest standard scale the drawing fits at', () => {
    // 4 m wide needs 1:16 on 250 mm: 1:20 is the next a scale rule has.
    expect(elevationScale(4, 2, 250, 160)).toBe(20);
    expect(elevationScale(4, 3.5, 250, 160)).toBe(25);
    expect(elevationScale(1, 1, 250, 160)).toBe(10);
  });

  it('falls back to a whole-number scale beyond the standard ones', () => {
    expect(elevationScale(400, 1, 250, 160)).toBe(1600);
  });
});
