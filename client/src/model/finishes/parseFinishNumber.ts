import { parseNumericInput, type NumericInputResult } from '@kitchensync/schemas';

/**
 * Reads a pattern size or an overhang as typed (spec 001 section 5, spec 002 section 5): a number
 * only (no calculations), finite and not negative, zero allowed; written as the spec's numeric
 * input (decimals, fractions, a comma as the decimal point). Anything else is refused with the
 * spec's message and changes nothing.
 */
export function parseFinishNumber(text: string): NumericInputResult {
  return parseNumericInput(text, { allowZero: true, allowCalculations: false });
}
