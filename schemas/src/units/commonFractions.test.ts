import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMON_FRACTIONS, MAX_COMMON_DENOMINATOR, nearestCommonFraction } from './commonFractions';

const valueOf = ({ numerator, denominator }: { numerator: number; denominator: number }) =>
  numerator / denominator;

describe('COMMON_FRACTIONS', () => {
  it('holds every fraction from 0 to 1 with a denominator of at most 12, in lowest terms', () => {
    expect(MAX_COMMON_DENOMINATOR).toBe(12);
    for (let denominator = 1; denominator <= 12; denominator += 1) {
      for (let numerator = 0; numerator <= denominator; numerator += 1) {
        const entry = COMMON_FRACTIONS.find((e) => valueOf(e) === numerator / denominator);
        expect(entry, `${numerator}/${denominator}`).toBeDefined();
        expect(entry!.denominator).toBeLessThanOrEqual(denominator);
      }
    }
    for (const entry of COMMON_FRACTIONS) expect(entry.denominator).toBeLessThanOrEqual(12);
  });

  it('lists each value once, in ascending order, from 0/1 to 1/1', () => {
    expect(COMMON_FRACTIONS[0]).toEqual({ numerator: 0, denominator: 1 });
    expect(COMMON_FRACTIONS.at(-1)).toEqual({ numerator: 1, denominator: 1 });
    for (let i = 1; i < COMMON_FRACTIONS.length; i += 1) {
      expect(valueOf(COMMON_FRACTIONS[i]!)).toBeGreaterThan(valueOf(COMMON_FRACTIONS[i - 1]!));
    }
  });
});

describe('nearestCommonFraction', () => {
  it('keeps a fraction whose denominator is 12 or less as it is', () => {
    for (const entry of COMMON_FRACTIONS) expect(nearestCommonFraction(valueOf(entry))).toEqual(entry);
    expect(nearestCommonFraction(2 / 5)).toEqual({ numerator: 2, denominator: 5 });
    expect(nearestCommonFraction(3 / 7)).toEqual({ numerator: 3, denominator: 7 });
  });

  it('normalises a finer fraction to the nearest table entry', () => {
    expect(nearestCommonFraction(1 / 16)).toEqual({ numerator: 1, denominator: 12 });
    expect(nearestCommonFraction(1 / 64)).toEqual({ numerator: 0, denominator: 1 });
    expect(nearestCommonFraction(0.49)).toEqual({ numerator: 1, denominator: 2 });
    expect(nearestCommonFraction(0.999)).toEqual({ numerator: 1, denominator: 1 });
  });

  it('never lies further than any other entry', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (fraction) => {
        const distance = Math.abs(fraction - valueOf(nearestCommonFraction(fraction)));
        for (const entry of COMMON_FRACTIONS) {
          expect(distance).toBeLessThanOrEqual(Math.abs(fraction - valueOf(entry)));
        }
      }),
    );
  });
});
