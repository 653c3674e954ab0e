import { stripFloatNoise } from './stripFloatNoise';

/** The spec shows lengths in units other than inches with 2 decimals. */
export const DISPLAY_DECIMALS = 2;

/**
 * Rounds half away from zero to `DISPLAY_DECIMALS` and drops trailing zeros (`2.5`, `100`, never
 * `2.50` or `100.00`): the text sits in an editable field, where zeros carry nothing and would have
 * to be deleted by hand, and inches likewise show a whole number bare (`12`). The separator is
 * always a point; the parser accepts a comma too. Non-finite values come out as `NaN` or `Infinity`
 * so that a bug shows instead of passing for a plausible length.
 */
export function formatDecimal(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const scale = 10 ** DISPLAY_DECIMALS;
  const magnitude = Math.round(stripFloatNoise(Math.abs(value) * scale)) / scale;
  if (magnitude === 0) return '0';
  return value < 0 ? `-${magnitude}` : `${magnitude}`;
}
