/**
 * A number from a value a form or an older writer may have stored: a finite number, or a string
 * holding one. Null when there is none ("unparseable" in the spec's words).
 */
export function looseNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : null;
}
