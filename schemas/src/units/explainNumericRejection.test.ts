import { describe, expect, it } from 'vitest';
import { explainNumericRejection } from './explainNumericRejection';

describe('explainNumericRejection', () => {
  it('names the spacing mistake the spec’s message is about', () => {
    expect(explainNumericRejection('12 2 / 5', 'format')).toBe(
      'A fraction has no spaces around its slash, e.g. 12 2/5.',
    );
    expect(explainNumericRejection('110+20', 'format')).toBe(
      'Put one space on each side of +, -, * and /, e.g. 110 + 20.',
    );
    expect(explainNumericRejection('110 +20', 'format')).toBe(
      'Put one space on each side of +, -, * and /, e.g. 110 + 20.',
    );
    expect(explainNumericRejection('110  + 20', 'format')).toBe('It has a double space.');
  });

  it('keeps a fraction’s own slash out of the operator check', () => {
    expect(explainNumericRejection('12 2/5x', 'format')).toBe('“12 2/5x” is not a number.');
  });

  it('says what else was wrong', () => {
    expect(explainNumericRejection('1.2.3', 'format')).toBe('A number has one decimal point at most.');
    expect(explainNumericRejection('', 'empty')).toBe('Type a value.');
    expect(explainNumericRejection('5 - 10', 'negative')).toBe('The value cannot be negative.');
    expect(explainNumericRejection('0', 'zero')).toBe('The value must be more than 0.');
    expect(explainNumericRejection('1 / 0', 'divisionByZero')).toBe('It divides by zero.');
    expect(explainNumericRejection('1 + 1', 'calculationsDisallowed')).toBe(
      'This field takes one number, not a calculation.',
    );
  });
});
