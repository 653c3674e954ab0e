import { parseNumericInput, wrapFlooringRotation, type NumericInputResult } from '@kitchensync/schemas';

/**
 * Reads a flooring rotation in degrees as typed: any finite number, a minus sign allowed since
 * turning back is a turn too, wrapped into [0, 360) (spec 001 section 5), so 400 is 40 and -90 is 270.
 */
export function parseFlooringRotation(text: string): NumericInputResult {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const parsed = parseNumericInput(negative ? trimmed.slice(1) : trimmed, {
    allowZero: true,
    allowCalculations: false,
  });
  if (!parsed.ok) return parsed;
  return { ok: true, value: wrapFlooringRotation(negative ? -parsed.value : parsed.value) };
}
