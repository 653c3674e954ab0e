import { describe, expect, it } from 'vitest';
import { formatMixedFraction } from './formatMixedFraction';

describe('formatMixedFraction', () => {
  it('shows inches as a whole number and a fraction', () => {
    expect(formatMixedFraction(12.5)).toBe('12 1/2');
    expect(formatMixedFraction(12.4)).toBe('12 2/5');
    expect(formatMixedFraction(34.5)).toBe('34 1/2');
    expect(formatMixedFraction(4.25)).toBe('4 1/4');
  });

  it('shows the fraction alone below one inch, and the whole number alone without a fraction', () => {
    expect(formatMixedFraction(0.75)).toBe('3/4');
    expect(formatMixedFraction(12)).toBe('12');
    expect(formatMixedFraction(0)).toBe('0');
  });

  it('keeps every denominator of 12 or less', () => {
    expect(formatMixedFraction(1 + 3 / 7)).toBe('1 3/7');
    expect(formatMixedFraction(5 / 12)).toBe('5/12');
    expect(formatMixedFraction(2 + 10 / 11)).toBe('2 10/11');
  });

  it('normalises a denominator over 12 to the nearest common fraction', () => {
    expect(formatMixedFraction(1 + 1 / 16)).toBe('1 1/12');
    expect(formatMixedFraction(1 + 79 / 128)).toBe('1 5/8');
    // The nearest entry wins even when it is a less familiar fraction than the one beside it.
    expect(formatMixedFraction(1 + 41 / 64)).toBe('1 7/11');
    expect(formatMixedFraction(12.43)).toBe('12 3/7');
    expect(formatMixedFraction(0.01)).toBe('0');
  });

  it('carries a fraction that rounds up to one into the whole number', () => {
    expect(formatMixedFraction(11.99)).toBe('12');
    expect(formatMixedFraction(0.98)).toBe('1');
  });

  it('absorbs conversion noise', () => {
    expect(formatMixedFraction((12.4 * 0.0254) / 0.0254)).toBe('12 2/5');
    expect(formatMixedFraction(12.399999999999999)).toBe('12 2/5');
    expect(formatMixedFraction(95.99999999999999)).toBe('96');
  });

  it('shows a negative value with a minus sign, but never -0', () => {
    expect(formatMixedFraction(-12.5)).toBe('-12 1/2');
    expect(formatMixedFraction(-0.75)).toBe('-3/4');
    expect(formatMixedFraction(-0.01)).toBe('0');
  });

  it('shows a non-finite value as such rather than as a plausible number', () => {
    expect(formatMixedFraction(Number.NaN)).toBe('NaN');
    expect(formatMixedFraction(-Infinity)).toBe('-Infinity');
  });
});
