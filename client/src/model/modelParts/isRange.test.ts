import { describe, expect, it } from 'vitest';
import { isRange } from './isRange';
import { placedModelFixture } from './placedModelFixture';

function rangeAndOven(modelName: string, inches: [number, number, number], y = 0) {
  return placedModelFixture({
    modelType: 'appliance',
    applianceType: 'range and oven',
    modelName,
    inches,
    position: { x: 0, y, z: 0 },
  });
}

describe('isRange', () => {
  it('is true for a slide-in or freestanding range on the floor', () => {
    expect(isRange(rangeAndOven('Freestanding Range 30"', [30, 36, 27]))).toBe(true);
    expect(isRange(rangeAndOven('Slide-in Range 30"', [30, 36, 27]))).toBe(true);
  });

  it('is false for a cooktop, a wall oven, a range lifted off the floor, or another appliance', () => {
    expect(isRange(rangeAndOven('Induction Cooktop 30"', [30, 4, 21], 0.9))).toBe(false);
    expect(isRange(rangeAndOven('Wall Oven 30"', [30, 29, 24]))).toBe(false);
    expect(isRange(rangeAndOven('Freestanding Range 30"', [30, 36, 27], 0.5))).toBe(false);
    expect(isRange({ ...rangeAndOven('Range Hood 30"', [30, 10, 20]), applianceType: 'hood' })).toBe(false);
  });
});
