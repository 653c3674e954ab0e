import { describe, expect, it } from 'vitest';
import { tokenizeNumericInput } from './tokenizeNumericInput';

describe('tokenizeNumericInput', () => {
  it('splits on single spaces into integers, decimals, fractions and operators', () => {
    expect(tokenizeNumericInput('12 2/5 + 1,5 * .5')).toEqual([
      { kind: 'integer', value: 12 },
      { kind: 'fraction', numerator: 2, denominator: 5 },
      { kind: 'operator', operator: '+' },
      { kind: 'decimal', value: 1.5 },
      { kind: 'operator', operator: '*' },
      { kind: 'decimal', value: 0.5 },
    ]);
  });

  it('refuses doubled, leading or trailing spaces, which leave an empty piece', () => {
    expect(tokenizeNumericInput('12  2/5')).toBeNull();
    expect(tokenizeNumericInput(' 12')).toBeNull();
    expect(tokenizeNumericInput('12 ')).toBeNull();
    expect(tokenizeNumericInput('')).toBeNull();
  });

  it('refuses an operator glued to a number, which is a typo rather than a calculation', () => {
    expect(tokenizeNumericInput('110+20')).toBeNull();
    expect(tokenizeNumericInput('-5')).toBeNull();
  });
});
