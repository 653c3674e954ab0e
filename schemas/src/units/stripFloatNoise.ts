/**
 * Twelve significant digits: conversions and calculations leave errors near the 16th digit
 * (`12.4` inches comes back from meters as `12.399999999999999`), and display rounding must see the
 * value the user meant, or a typed `2.345` would show as `2.34` rather than `2.35`.
 */
const SIGNIFICANT_DIGITS = 12;

export function stripFloatNoise(value: number): number {
  return Number(value.toPrecision(SIGNIFICANT_DIGITS));
}
