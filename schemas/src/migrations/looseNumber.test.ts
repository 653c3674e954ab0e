import { describe, expect, it } from 'vitest';
import { looseNumber } from './looseNumber';

describe('looseNumber', () => {
  it('reads finite numbers and strings holding one', () => {
    expect(looseNumber(3.5)).toBe(3.5);
    expect(looseNumber(' -2 ')).toBe(-2);
    expect(looseNumber('1e1')).toBe(10);
  });

  it('finds no number in blanks, words, non-finite numbers or other values', () => {
    for (const value of [
      '',
      '  ',
      'ten',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      'Infinity',
      null,
      true,
      [4],
    ]) {
      expect(looseNumber(value)).toBeNull();
    }
  });
});
