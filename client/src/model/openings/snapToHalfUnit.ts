import { fromMeters, toMeters, type LengthUnit } from '@kitchensync/schemas';
import { OPENING_SNAP_STEP_UNITS } from './openingSnapRules';

/** The nearest half-unit step to `meters`, in the person's unit (spec 001 section 5). */
export function snapToHalfUnit(meters: number, unit: LengthUnit): number {
  const steps = Math.round(fromMeters(meters, unit) / OPENING_SNAP_STEP_UNITS);
  // Adding 0 turns -0 into 0, so a snapped zero compares and prints as zero.
  return toMeters(steps * OPENING_SNAP_STEP_UNITS, unit) + 0;
}
