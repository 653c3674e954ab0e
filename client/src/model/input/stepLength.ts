import { NUMERIC_INPUT_STEP, fromMeters, toMeters, type LengthUnit } from '@kitchensync/schemas';

/**
 * A stored length (meters) one arrow step (1 in the user's unit, spec 000) up or down. Stepping
 * down stops at the smallest length the field takes rather than offering one it would refuse: 0
 * where zero is allowed, otherwise the length stays where it is.
 */
export function stepLength(meters: number, unit: LengthUnit, direction: 1 | -1, allowZero: boolean): number {
  const next = Math.max(0, fromMeters(meters, unit) + direction * NUMERIC_INPUT_STEP);
  return next === 0 && !allowZero ? meters : toMeters(next, unit);
}
