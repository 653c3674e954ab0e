/** What a finish number field (pattern size, overhang) made of its text: a value, or why not. */
export type FinishNumberResult = { ok: true; value: number } | { ok: false; message: string };

export const FINISH_NUMBER_MESSAGE = 'Enter a number that is not negative.';

// Numbers only: an optional sign, digits with one decimal point (a comma counts as one, as in the
// spec's numeric input); no units, spaces inside or exponents.
const NUMBER_TEXT = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * Reads a pattern size or an overhang as typed (spec 001 section 5, spec 002 section 5): numbers
 * only, finite, not negative. Anything else is refused with a message and changes nothing.
 */
export function parseFinishNumber(text: string): FinishNumberResult {
  const trimmed = text.trim();
  if (!NUMBER_TEXT.test(trimmed)) return { ok: false, message: FINISH_NUMBER_MESSAGE };
  const value = Number(trimmed.replace(',', '.'));
  if (!Number.isFinite(value) || value < 0) return { ok: false, message: FINISH_NUMBER_MESSAGE };
  // -0 would be stored and shown as 0 anyway; keep it plain.
  return { ok: true, value: value === 0 ? 0 : value };
}
