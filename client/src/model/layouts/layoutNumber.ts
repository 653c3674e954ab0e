import { parseNumericInput, toMeters, type LengthUnit } from '@kitchensync/schemas';

/**
 * No kitchen wall is 100 m long: a larger number is a typing slip, and building it would fill the
 * design with hundreds of cabinets, so it is refused like a number that does not parse.
 */
export const MAX_LAYOUT_LENGTH_METERS = 100;

/**
 * A layout number typed or carried in the user's unit, read with the numeric field's parser (spec
 * 001 section 5); null when it is not a usable length (empty, malformed, zero, negative, too large).
 */
export function readLayoutNumber(text: string, unit: LengthUnit): number | null {
  const parsed = parseNumericInput(text);
  if (!parsed.ok) return null;
  return toMeters(parsed.value, unit) <= MAX_LAYOUT_LENGTH_METERS ? parsed.value : null;
}
