import { explainNumericRejection } from './explainNumericRejection';
import { toMeters } from './lengthConversion';
import type { LengthUnit } from './lengthUnit';
import { NUMERIC_INPUT_INVALID_MESSAGE, parseNumericInput } from './parseNumericInput';
import type { NumericInputOptions, NumericInputRejection, NumericInputResult } from './parseNumericInput';
import { readTypedLength } from './readTypedLength';

function rejected(reason: NumericInputRejection, detail: string): NumericInputResult {
  return { ok: false, reason, message: NUMERIC_INPUT_INVALID_MESSAGE, detail };
}

/**
 * Parses a length the person typed and answers in meters, the stored unit: in their own unit with
 * `parseNumericInput`'s rules and message, or in the unit they typed (`600mm`, `8' 6"`). A refusal
 * also says what was wrong (`detail`).
 */
export function parseLength(
  text: string,
  unit: LengthUnit,
  options: NumericInputOptions = {},
): NumericInputResult {
  const typed = readTypedLength(text, unit);
  let meters: number;
  if (typed === null) {
    const parsed = parseNumericInput(text, options);
    if (!parsed.ok) return rejected(parsed.reason, explainNumericRejection(text, parsed.reason));
    meters = toMeters(parsed.value, unit);
  } else {
    if (!typed.ok) return rejected('format', typed.detail);
    if (options.allowCalculations === false && / [+-] /.test(text.trim())) {
      return rejected('calculationsDisallowed', explainNumericRejection(text, 'calculationsDisallowed'));
    }
    meters = typed.meters;
    if (!Number.isFinite(meters)) return rejected('notFinite', explainNumericRejection(text, 'notFinite'));
    if (meters < 0) return rejected('negative', explainNumericRejection(text, 'negative'));
  }
  // A positive value tiny enough (around 1e-322 mm) underflows to 0 in meters, and callers rely on
  // getting zero only when they allowed it.
  if (meters === 0 && !options.allowZero) return rejected('zero', explainNumericRejection(text, 'zero'));
  return { ok: true, value: meters };
}
