import { formatLength, inches } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { stepLength } from './stepLength';

describe('stepLength', () => {
  it('steps by 1 of the display unit, whatever the unit', () => {
    expect(stepLength(inches(96), 'inch', 1, false)).toBeCloseTo(inches(97), 12);
    expect(stepLength(2.5, 'cm', 1, false)).toBeCloseTo(2.51, 12);
    expect(stepLength(2.5, 'mm', -1, false)).toBeCloseTo(2.499, 12);
    expect(stepLength(2.5, 'm', -1, false)).toBeCloseTo(1.5, 12);
    expect(formatLength(stepLength(0.3048, 'ft', 1, false), 'ft')).toBe('2');
  });

  it('keeps the fraction of a mixed inch value', () => {
    expect(formatLength(stepLength(inches(12.4), 'inch', 1, false), 'inch')).toBe('13 2/5');
  });

  it('stops at zero where zero is allowed, and short of it where it is not', () => {
    expect(stepLength(0.005, 'cm', -1, true)).toBe(0);
    expect(stepLength(0.005, 'cm', -1, false)).toBe(0.005);
    expect(stepLength(0.01, 'cm', -1, false)).toBe(0.01);
    expect(stepLength(0, 'cm', -1, true)).toBe(0);
  });
});
