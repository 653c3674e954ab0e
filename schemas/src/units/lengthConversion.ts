import { METERS_PER_INCH } from './inches';
import type { LengthUnit } from './lengthUnit';

/**
 * Inches reuse `METERS_PER_INCH` so that `toMeters(x, 'inch')` equals `inches(x)` bit for bit, and
 * the spec's defaults compare equal to what a user types. Results carry the usual floating-point
 * noise (`fromMeters(toMeters(x, u), u)` may differ from `x` in the last digit); the display
 * functions absorb it.
 */
export const METERS_PER_UNIT: Readonly<Record<LengthUnit, number>> = {
  inch: METERS_PER_INCH,
  // Written out: 12 * 0.0254 is 0.30479999999999996 in floating point.
  ft: 0.3048,
  m: 1,
  cm: 0.01,
  mm: 0.001,
};

export function toMeters(value: number, unit: LengthUnit): number {
  return value * METERS_PER_UNIT[unit];
}

export function fromMeters(meters: number, unit: LengthUnit): number {
  return meters / METERS_PER_UNIT[unit];
}
