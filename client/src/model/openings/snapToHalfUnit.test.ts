import { fromMeters, inches, LENGTH_UNITS, toMeters } from '@kitchensync/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { snapToHalfUnit } from './snapToHalfUnit';

describe('snapToHalfUnit', () => {
  it('snaps to the nearest half inch for someone measuring in inches', () => {
    expect(snapToHalfUnit(inches(24.3), 'inch')).toBeCloseTo(inches(24.5), 12);
    expect(snapToHalfUnit(inches(24.2), 'inch')).toBeCloseTo(inches(24), 12);
    expect(snapToHalfUnit(inches(24.5), 'inch')).toBeCloseTo(inches(24.5), 12);
  });

  it('snaps to half centimetres in centimetres and half millimetres in millimetres', () => {
    expect(snapToHalfUnit(0.9144, 'cm')).toBeCloseTo(0.915, 12);
    expect(snapToHalfUnit(0.91441, 'mm')).toBeCloseTo(0.9145, 12);
  });

  it('gives a multiple of half a unit within a quarter unit of the value, in every unit', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, min: -100, max: 100 }),
        fc.constantFrom(...LENGTH_UNITS),
        (meters, unit) => {
          const halves = fromMeters(snapToHalfUnit(meters, unit), unit) * 2;
          expect(Math.abs(halves - Math.round(halves))).toBeLessThan(1e-6);
          expect(Math.abs(snapToHalfUnit(meters, unit) - meters)).toBeLessThanOrEqual(
            toMeters(0.25, unit) + 1e-12,
          );
        },
      ),
    );
  });
});
