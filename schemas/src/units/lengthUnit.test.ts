import { describe, expect, it } from 'vitest';
import { DEFAULT_LENGTH_UNIT, LENGTH_UNITS, LengthUnitSchema } from './lengthUnit';
import { LENGTH_UNIT_LABELS, lengthUnitLabel } from './lengthUnitLabel';

describe('LengthUnit', () => {
  it('offers exactly the spec units: inch, ft, m, cm, mm', () => {
    expect(LENGTH_UNITS).toEqual(['inch', 'ft', 'm', 'cm', 'mm']);
    for (const unit of LENGTH_UNITS) expect(LengthUnitSchema.parse(unit)).toBe(unit);
  });

  it('refuses any other unit name, including spellings of the same units', () => {
    for (const unit of ['in', 'inches', 'feet', 'meter', 'CM', '', 'km']) {
      expect(LengthUnitSchema.safeParse(unit).success, unit).toBe(false);
    }
  });

  it('defaults to inch', () => {
    expect(DEFAULT_LENGTH_UNIT).toBe('inch');
  });

  it('labels every unit with its usual abbreviation', () => {
    expect(LENGTH_UNIT_LABELS).toEqual({ inch: 'in', ft: 'ft', m: 'm', cm: 'cm', mm: 'mm' });
    for (const unit of LENGTH_UNITS) expect(lengthUnitLabel(unit)).toBe(LENGTH_UNIT_LABELS[unit]);
  });
});
