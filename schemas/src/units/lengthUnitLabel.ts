import type { LengthUnit } from './lengthUnit';

/** The short text shown next to a field; `inch` is the stored key, but people read `in`. */
export const LENGTH_UNIT_LABELS: Readonly<Record<LengthUnit, string>> = {
  inch: 'in',
  ft: 'ft',
  m: 'm',
  cm: 'cm',
  mm: 'mm',
};

export function lengthUnitLabel(unit: LengthUnit): string {
  return LENGTH_UNIT_LABELS[unit];
}
