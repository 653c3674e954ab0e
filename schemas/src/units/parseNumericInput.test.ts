import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NUMERIC_INPUT_INVALID_MESSAGE, parseNumericInput } from './parseNumericInput';
import type { NumericInputOptions, NumericInputRejection } from './parseNumericInput';

function valueOf(text: string, options?: NumericInputOptions): number {
  const result = parseNumericInput(text, options);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(text)} to parse, got ${result.reason}`);
  return result.value;
}

function rejectionOf(text: string, options?: NumericInputOptions): NumericInputRejection {
  const result = parseNumericInput(text, options);
  if (result.ok) throw new Error(`expected ${JSON.stringify(text)} to be refused, got ${result.value}`);
  return result.reason;
}

describe('parseNumericInput', () => {
  it('carries the spec message word for word on every refusal', () => {
    expect(NUMERIC_INPUT_INVALID_MESSAGE).toBe(
      'Please format your input without any additional spacing. E.g. 12 2/5 is valid, but 12 2 / 5 is invalid. To use calculations please separate every calculation with a space e.g. 110 + 20.',
    );
    for (const text of ['12 2 / 5', '110+20', '', '-1', '0', '1 / 0']) {
      expect(parseNumericInput(text)).toMatchObject({ ok: false, message: NUMERIC_INPUT_INVALID_MESSAGE });
    }
  });

  describe('numbers', () => {
    it('accepts whole numbers and decimals with a point', () => {
      expect(valueOf('12')).toBe(12);
      expect(valueOf('12.5')).toBe(12.5);
      expect(valueOf('.5')).toBe(0.5);
      expect(valueOf('007')).toBe(7);
    });

    it('reads a comma as a decimal point (12,5 is 12.5)', () => {
      expect(valueOf('12,5')).toBe(12.5);
      expect(valueOf(',75')).toBe(0.75);
      expect(valueOf('12,5 + 0.5')).toBe(13);
    });

    it('refuses a number with two separators, such as a thousands separator', () => {
      expect(rejectionOf('1,234.5')).toBe('format');
      expect(rejectionOf('1.2.3')).toBe('format');
    });

    it('refuses a separator with no digits after it', () => {
      expect(rejectionOf('5.')).toBe('format');
      expect(rejectionOf(',')).toBe('format');
    });

    it('refuses exponents, signs, NaN, Infinity and anything that is not a digit', () => {
      for (const text of ['1e3', '+5', '-5', 'NaN', 'Infinity', '0x10', '5in', '12"', '½', '١٢']) {
        expect(rejectionOf(text), text).toBe('format');
      }
    });
  });

  describe('fractions', () => {
    it('accepts the spec example 12 2/5 as 12.4', () => {
      expect(valueOf('12 2/5')).toBe(12.4);
    });

    it('accepts a plain fraction such as 2/5', () => {
      expect(valueOf('2/5')).toBe(0.4);
      expect(valueOf('3/4')).toBe(0.75);
    });

    it('refuses the spec example 12 2 / 5, where the slash has spaces around it', () => {
      expect(rejectionOf('12 2 / 5')).toBe('format');
    });

    it('refuses a space on only one side of the slash', () => {
      expect(rejectionOf('12 2 /5')).toBe('format');
      expect(rejectionOf('12 2/ 5')).toBe('format');
    });

    it('refuses extra spacing between the whole number and the fraction', () => {
      expect(rejectionOf('12  2/5')).toBe('format');
      expect(rejectionOf('12\t2/5')).toBe('format');
    });

    it('refuses a decimal whole part, decimal numerator or denominator, or a chain of slashes', () => {
      for (const text of ['12.5 1/2', '1.5/2', '1/2.5', '1/2/3', '1/2 1/2', '12 2/5 3']) {
        expect(rejectionOf(text), text).toBe('format');
      }
    });

    it('refuses a zero denominator', () => {
      expect(rejectionOf('1/0')).toBe('divisionByZero');
      expect(rejectionOf('12 1/0')).toBe('divisionByZero');
    });

    it('treats a fraction without spaces as a fraction even when calculations are disallowed', () => {
      expect(valueOf('110/20', { allowCalculations: false })).toBe(5.5);
      expect(valueOf('12 2/5', { allowCalculations: false })).toBe(12.4);
    });
  });

  describe('calculations', () => {
    it('computes the spec example 110 + 20 as 130', () => {
      expect(valueOf('110 + 20')).toBe(130);
    });

    it('refuses 110+20, an operator without spaces around it', () => {
      expect(rejectionOf('110+20')).toBe('format');
      expect(rejectionOf('110 +20')).toBe('format');
      expect(rejectionOf('110+ 20')).toBe('format');
      expect(rejectionOf('10*2')).toBe('format');
      expect(rejectionOf('30-20')).toBe('format');
    });

    it('refuses more than one space around an operator', () => {
      expect(rejectionOf('110  + 20')).toBe('format');
      expect(rejectionOf('110 +  20')).toBe('format');
    });

    it('supports + - * / with * and / before + and -, left to right', () => {
      expect(valueOf('2 + 3 * 4')).toBe(14);
      expect(valueOf('20 - 12 / 4')).toBe(17);
      expect(valueOf('10 - 2 - 3')).toBe(5);
      expect(valueOf('8 / 2 / 2')).toBe(2);
      expect(valueOf('8 / 2 * 4')).toBe(16);
      expect(valueOf('1 + 2 * 3 - 4 / 2')).toBe(5);
    });

    it('takes decimals, commas and mixed fractions as operands', () => {
      expect(valueOf('12 2/5 + 1')).toBe(13.4);
      expect(valueOf('1 + 12 1/2')).toBe(13.5);
      expect(valueOf('1/2 * 3')).toBe(1.5);
      expect(valueOf('12 1/2 / 2')).toBe(6.25);
      expect(valueOf('2,5 * 2')).toBe(5);
    });

    it('refuses an operator at either end or two operators in a row', () => {
      for (const text of ['+ 5', '5 +', '5 + + 5', '5 * - 5', '- 5']) {
        expect(rejectionOf(text), text).toBe('format');
      }
    });

    it('refuses operands with no operator between them', () => {
      expect(rejectionOf('110 20')).toBe('format');
      expect(rejectionOf('1.5 2')).toBe('format');
    });

    it('refuses division by zero in a calculation', () => {
      expect(rejectionOf('5 / 0')).toBe('divisionByZero');
      expect(rejectionOf('5 / 0/3')).toBe('divisionByZero');
      expect(rejectionOf('0 / 0', { allowZero: true })).toBe('divisionByZero');
    });

    it('refuses any calculation when calculations are disallowed', () => {
      for (const text of ['110 + 20', '2 * 3', '6 / 2', '5 - 1']) {
        expect(rejectionOf(text, { allowCalculations: false }), text).toBe('calculationsDisallowed');
      }
      expect(valueOf('12,5', { allowCalculations: false })).toBe(12.5);
    });

    it('checks only the final value for sign, so 10 - 20 + 15 is 5', () => {
      expect(valueOf('10 - 20 + 15')).toBe(5);
    });
  });

  describe('the value', () => {
    it('refuses a negative result such as 10 - 20', () => {
      expect(rejectionOf('10 - 20')).toBe('negative');
      expect(rejectionOf('10 - 20', { allowZero: true })).toBe('negative');
    });

    it('refuses zero unless allowed', () => {
      for (const text of ['0', '0.0', '0/5', '5 - 5', '0 * 3']) {
        expect(rejectionOf(text), text).toBe('zero');
        expect(valueOf(text, { allowZero: true }), text).toBe(0);
      }
    });

    it('refuses a value too large to be finite', () => {
      expect(rejectionOf('9'.repeat(400))).toBe('notFinite');
      expect(rejectionOf(`${'9'.repeat(300)} * ${'9'.repeat(300)}`)).toBe('notFinite');
    });

    it('refuses empty and whitespace-only input', () => {
      expect(rejectionOf('')).toBe('empty');
      expect(rejectionOf('   ')).toBe('empty');
      expect(rejectionOf('\t\n')).toBe('empty');
    });

    it('ignores leading and trailing whitespace, which cannot make the input ambiguous', () => {
      expect(valueOf(' 12 2/5 ')).toBe(12.4);
      expect(valueOf('\t110 + 20\n')).toBe(130);
    });

    it('refuses leading or trailing garbage', () => {
      for (const text of ['12abc', 'abc12', '12 2/5x', '(1 + 2)', '12;', '1 + 2 =']) {
        expect(rejectionOf(text), text).toBe('format');
      }
    });
  });

  describe('properties', () => {
    const positive = fc.integer({ min: 1, max: 1_000_000 });
    const nonNegative = fc.integer({ min: 0, max: 1_000_000 });

    it('reads a point and a comma alike', () => {
      fc.assert(
        fc.property(nonNegative, fc.integer({ min: 0, max: 99 }), (whole, hundredths) => {
          const digits = String(hundredths).padStart(2, '0');
          const withPoint = parseNumericInput(`${whole}.${digits}`, { allowZero: true });
          const withComma = parseNumericInput(`${whole},${digits}`, { allowZero: true });
          expect(withComma).toEqual(withPoint);
          expect(withPoint).toEqual({ ok: true, value: Number(`${whole}.${digits}`) });
        }),
      );
    });

    it('adds any two numbers written with spaced operators, and refuses them unspaced', () => {
      fc.assert(
        fc.property(positive, positive, (a, b) => {
          expect(valueOf(`${a} + ${b}`)).toBe(a + b);
          expect(valueOf(`${a} * ${b}`)).toBe(a * b);
          expect(rejectionOf(`${a}+${b}`)).toBe('format');
          expect(rejectionOf(`${a}*${b}`)).toBe('format');
          expect(rejectionOf(`${a}-${b}`)).toBe('format');
        }),
      );
    });

    it('refuses a difference exactly when it would be negative', () => {
      fc.assert(
        fc.property(positive, positive, (a, b) => {
          const result = parseNumericInput(`${a} - ${b}`);
          if (a > b) expect(result).toEqual({ ok: true, value: a - b });
          else expect(result).toMatchObject({ ok: false, reason: a === b ? 'zero' : 'negative' });
        }),
      );
    });

    it('reads a mixed fraction as its whole number plus its fraction', () => {
      fc.assert(
        fc.property(
          nonNegative,
          fc.nat(1000),
          fc.integer({ min: 1, max: 1000 }),
          (whole, numerator, denominator) => {
            expect(valueOf(`${whole} ${numerator}/${denominator}`, { allowZero: true })).toBe(
              whole + numerator / denominator,
            );
            expect(rejectionOf(`${whole} ${numerator} / ${denominator}`)).toBe('format');
          },
        ),
      );
    });

    it('never throws and never answers a negative, non-finite or unallowed zero value', () => {
      const alphabet = fc.constantFrom(...'0123456789 .,/+-*e\t'.split(''));
      fc.assert(
        fc.property(
          fc.string({ unit: alphabet, maxLength: 20 }),
          fc.boolean(),
          fc.boolean(),
          (text, allowCalculations, allowZero) => {
            const result = parseNumericInput(text, { allowCalculations, allowZero });
            if (result.ok) {
              expect(Number.isFinite(result.value)).toBe(true);
              expect(result.value >= 0).toBe(true);
              if (!allowZero) expect(result.value).not.toBe(0);
            } else {
              expect(result.message).toBe(NUMERIC_INPUT_INVALID_MESSAGE);
            }
          },
        ),
      );
    });
  });
});
