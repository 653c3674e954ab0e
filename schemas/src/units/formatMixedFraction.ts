import { nearestCommonFraction } from './commonFractions';
import { stripFloatNoise } from './stripFloatNoise';

/**
 * Inches as people write them on a tape measure: `12 1/2`, `3/4`, `12`. The fraction is the
 * nearest entry of `COMMON_FRACTIONS`, and a fraction that rounds up to 1 carries into the whole
 * number (`11.99` shows as `12`, not `11 1/1`). Non-finite values come out as `NaN` or `Infinity`
 * so that a bug shows instead of passing for a plausible length.
 */
export function formatMixedFraction(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const magnitude = stripFloatNoise(Math.abs(value));
  const floor = Math.floor(magnitude);
  const { numerator, denominator } = nearestCommonFraction(magnitude - floor);
  const carries = numerator === denominator;
  const whole = carries ? floor + 1 : floor;
  const fraction = carries || numerator === 0 ? '' : `${numerator}/${denominator}`;
  const text = fraction === '' ? `${whole}` : whole === 0 ? fraction : `${whole} ${fraction}`;
  return value < 0 && text !== '0' ? `-${text}` : text;
}
