import { describe, expect, it } from 'vitest';
import { formatNumber } from './formatNumber';

describe('formatNumber', () => {
  it('shows inches as a mixed fraction and every other unit with 2 decimals', () => {
    expect(formatNumber(12.5, 'inch')).toBe('12 1/2');
    expect(formatNumber(12.5, 'ft')).toBe('12.5');
    expect(formatNumber(1.234, 'm')).toBe('1.23');
    expect(formatNumber(2.54, 'cm')).toBe('2.54');
    expect(formatNumber(25.4, 'mm')).toBe('25.4');
  });

  it('shows feet as decimals, not fractions', () => {
    expect(formatNumber(1 / 3, 'ft')).toBe('0.33');
  });
});
