import { formatNumber } from './formatNumber';
import { fromMeters } from './lengthConversion';
import type { LengthUnit } from './lengthUnit';

/** The text for a stored length (meters) in the user's unit, without the unit label. */
export function formatLength(meters: number, unit: LengthUnit): string {
  return formatNumber(fromMeters(meters, unit), unit);
}
