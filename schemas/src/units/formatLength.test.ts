import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMON_FRACTIONS } from './commonFractions';
import { formatLength } from './formatLength';
import { inches } from './inches';
import { fromMeters, toMeters } from './lengthConversion';
import { LENGTH_UNITS } from './lengthUnit';
import type { LengthUnit } from './lengthUnit';
import { parseLength } from './parseLength';

const FLOAT_SLACK = 1e-9;
const anyUnit = fc.constantFrom(...LENGTH_UNITS);
const decimalUnit = fc.constantFrom(...LENGTH_UNITS.filter((unit) => unit !== 'inch'));
// Up to a kilometre: far beyond any kitchen, well inside the digits the display keeps.
const meters = fc.double({ min: 0, max: 1000, noNaN: true });
const entryValue = (index: number) =>
  COMMON_FRACTIONS[index]!.numerator / COMMON_FRACTIONS[index]!.denominator;

function parseBack(text: string, unit: LengthUnit): number {
  const result = parseLength(text, unit, { allowZero: true });
  if (!result.ok) throw new Error(`${JSON.stringify(text)} did not parse back in ${unit}: ${result.reason}`);
  return fromMeters(result.value, unit);
}

/** Half the gap between the two table entries around the fractional part: the display's precision there. */
function halfLocalStep(inchesValue: number): number {
  const fraction = inchesValue - Math.floor(inchesValue);
  const above = COMMON_FRACTIONS.findIndex((_, index) => entryValue(index) >= fraction);
  if (above <= 0) return 0;
  return (entryValue(above) - entryValue(above - 1)) / 2;
}

describe('formatLength', () => {
  it('shows a stored length in the chosen unit', () => {
    expect(formatLength(inches(96), 'inch')).toBe('96');
    expect(formatLength(inches(34.5), 'inch')).toBe('34 1/2');
    expect(formatLength(inches(12.4), 'inch')).toBe('12 2/5');
    expect(formatLength(0.0254, 'cm')).toBe('2.54');
    expect(formatLength(0.0254, 'mm')).toBe('25.4');
    expect(formatLength(1, 'ft')).toBe('3.28');
    expect(formatLength(2.4384, 'm')).toBe('2.44');
    expect(formatLength(0, 'inch')).toBe('0');
  });

  it('shows a typed value the way it was typed when the display can hold it', () => {
    for (const [text, unit] of [
      ['12 2/5', 'inch'],
      ['3/4', 'inch'],
      ['250', 'cm'],
      ['2.54', 'cm'],
      ['8.5', 'ft'],
    ] as const) {
      const parsed = parseLength(text, unit);
      expect(parsed.ok && formatLength(parsed.value, unit)).toBe(text);
    }
  });

  describe('properties', () => {
    it('parses back, in inches, to within half the table step around the value', () => {
      fc.assert(
        fc.property(meters, (length) => {
          const value = fromMeters(length, 'inch');
          const error = Math.abs(parseBack(formatLength(length, 'inch'), 'inch') - value);
          expect(error).toBeLessThanOrEqual(halfLocalStep(value) + FLOAT_SLACK);
          // The widest step, between 0 and 1/12, bounds every case at 1/24 inch.
          expect(error).toBeLessThanOrEqual(1 / 24 + FLOAT_SLACK);
        }),
      );
    });

    it('parses back, in every other unit, to within 0.005 of that unit', () => {
      fc.assert(
        fc.property(decimalUnit, meters, (unit, length) => {
          const value = fromMeters(length, unit);
          expect(Math.abs(parseBack(formatLength(length, unit), unit) - value)).toBeLessThanOrEqual(
            0.005 + FLOAT_SLACK,
          );
        }),
      );
    });

    it('shows every whole number plus a table fraction of inches exactly', () => {
      fc.assert(
        fc.property(fc.nat(10_000), fc.nat(COMMON_FRACTIONS.length - 1), (whole, index) => {
          const value = whole + entryValue(index);
          const text = formatLength(toMeters(value, 'inch'), 'inch');
          expect(Math.abs(parseBack(text, 'inch') - value)).toBeLessThanOrEqual(FLOAT_SLACK);
        }),
      );
    });

    it('shows every value with at most 2 decimals exactly in the other units', () => {
      fc.assert(
        fc.property(decimalUnit, fc.nat(10_000_000), (unit, hundredths) => {
          const value = hundredths / 100;
          expect(formatLength(toMeters(value, unit), unit)).toBe(String(value));
        }),
      );
    });

    it('shows the same text again after parsing its own display', () => {
      fc.assert(
        fc.property(anyUnit, meters, (unit, length) => {
          const text = formatLength(length, unit);
          const parsed = parseLength(text, unit, { allowZero: true });
          expect(parsed.ok && formatLength(parsed.value, unit)).toBe(text);
        }),
      );
    });
  });
});
