import { formatDecimal } from './formatDecimal';
import { formatMixedFraction } from './formatMixedFraction';
import type { LengthUnit } from './lengthUnit';

/** For a value already in `unit`, such as a field's own number after an arrow-key step. */
export function formatNumber(value: number, unit: LengthUnit): string {
  return unit === 'inch' ? formatMixedFraction(value) : formatDecimal(value);
}
