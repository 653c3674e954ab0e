/** A figure rounded to what the machine's noise allows, with its unit. */
export function formatFigure(value: number, unit: string): string {
  if (!Number.isFinite(value)) return '–';
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  const text = value.toFixed(digits);
  return unit === '' ? text : `${text} ${unit}`;
}
