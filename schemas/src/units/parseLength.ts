import { toMeters } from './lengthConversion';
import type { LengthUnit } from './lengthUnit';
import { NUMERIC_INPUT_INVALID_MESSAGE, parseNumericInput } from './parseNumericInput';
import type { NumericInputOptions, NumericInputResult } from './parseNumericInput';

/**
 * Parses what the user typed in their own unit and answers in meters, the stored unit, with the
 * same rules and message as `parseNumericInput`.
 */
export function parseLength(
  text: string,
  unit: LengthUnit,
  options: NumericInputOptions = {},
): NumericInputResult {
  const parsed = parseNumericInput(text, options);
  if (!parsed.ok) return parsed;
  const meters = toMeters(parsed.value, unit);
  // A positive value tiny enough (around 1e-322 mm) underflows to 0 in meters, and callers rely on
  // getting zero only when they allowed it.
  if (meters === 0 && !options.allowZero) {
    return { ok: false, reason: 'zero', message: NUMERIC_INPUT_INVALID_MESSAGE };
  }
  return { ok: true, value: meters };
}
