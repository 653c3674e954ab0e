import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inches } from './inches';
import { fromMeters, toMeters } from './lengthConversion';
import { LENGTH_UNITS } from './lengthUnit';

const anyUnit = fc.constantFrom(...LENGTH_UNITS);
// Subnormal doubles underflow to 0 when scaled, so the smallest generated length is a nanometre.
const length = fc.oneof(fc.constant(0), fc.double({ min: 1e-9, max: 1e6, noNaN: true }));

function expectClose(actual: number, expected: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.abs(expected) * 1e-12);
}

describe('length conversion', () => {
  it('stores lengths in meters with the exact international definitions', () => {
    expect(toMeters(1, 'inch')).toBe(0.0254);
    expect(toMeters(1, 'ft')).toBe(0.3048);
    expect(toMeters(1, 'm')).toBe(1);
    expect(toMeters(1, 'cm')).toBe(0.01);
    expect(toMeters(1, 'mm')).toBe(0.001);
  });

  it('converts a typed value the way the spec defaults were converted', () => {
    for (const value of [96, 34.5, 4.25, 12, 0.5]) expect(toMeters(value, 'inch')).toBe(inches(value));
  });

  it('converts between units through meters', () => {
    expectClose(fromMeters(toMeters(1, 'ft'), 'inch'), 12);
    expectClose(fromMeters(toMeters(1, 'inch'), 'cm'), 2.54);
    expectClose(fromMeters(toMeters(2.5, 'm'), 'mm'), 2500);
  });

  it('round-trips a value through meters in every unit', () => {
    fc.assert(
      fc.property(anyUnit, length, (unit, value) => {
        expectClose(fromMeters(toMeters(value, unit), unit), value);
        expectClose(toMeters(fromMeters(value, unit), unit), value);
      }),
    );
  });

  it('keeps zero at zero and preserves order', () => {
    fc.assert(
      fc.property(anyUnit, length, length, (unit, a, b) => {
        expect(toMeters(0, unit)).toBe(0);
        if (a < b) expect(toMeters(a, unit)).toBeLessThanOrEqual(toMeters(b, unit));
      }),
    );
  });
});
