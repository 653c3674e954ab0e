import { inches } from '@kitchensync/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampOpening } from './clampOpening';
import { boxInches, inchesOfBox } from './openingFixtures';

const wall = { length: inches(120), height: inches(96) };

describe('clampOpening', () => {
  it('leaves an opening that fits where it is', () => {
    expect(inchesOfBox(clampOpening(boxInches(10, 42, 36, 48), wall))).toEqual([10, 42, 36, 48]);
  });

  it('never puts an opening below the floor or before the wall start', () => {
    expect(inchesOfBox(clampOpening(boxInches(-5, -3, 36, 80), wall))).toEqual([0, 0, 36, 80]);
  });

  it('slides an opening pushed past the wall end or top back inside, keeping its size', () => {
    expect(inchesOfBox(clampOpening(boxInches(100, 60, 36, 48), wall))).toEqual([84, 48, 36, 48]);
  });

  it('makes an opening wider or taller than its wall as wide and tall as the wall', () => {
    expect(inchesOfBox(clampOpening(boxInches(10, 10, 200, 120), wall))).toEqual([0, 0, 120, 96]);
  });

  it('never gives a negative size', () => {
    expect(inchesOfBox(clampOpening(boxInches(10, 10, -4, -1), wall))).toEqual([10, 10, 0, 0]);
  });

  it('always lies within the wall, whatever it was given', () => {
    const length = fc.double({ noNaN: true, min: -1e3, max: 1e3 });
    fc.assert(
      fc.property(length, length, length, length, (left, bottom, width, height) => {
        const box = clampOpening({ left, bottom, width, height }, wall);
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.bottom).toBeGreaterThanOrEqual(0);
        expect(box.width).toBeGreaterThanOrEqual(0);
        expect(box.height).toBeGreaterThanOrEqual(0);
        expect(box.left + box.width).toBeLessThanOrEqual(wall.length + 1e-12);
        expect(box.bottom + box.height).toBeLessThanOrEqual(wall.height + 1e-12);
      }),
    );
  });
});
