import { describe, expect, it } from 'vitest';
import { toMeters } from './lengthConversion';
import { NUMERIC_INPUT_INVALID_MESSAGE } from './parseNumericInput';
import { parseLength } from './parseLength';

describe('parseLength', () => {
  it('reads the text in the given unit and answers in meters', () => {
    expect(parseLength('12 1/2', 'inch')).toEqual({ ok: true, value: toMeters(12.5, 'inch') });
    expect(parseLength('250', 'cm')).toEqual({ ok: true, value: 2.5 });
    expect(parseLength('2,5', 'm')).toEqual({ ok: true, value: 2.5 });
    expect(parseLength('110 + 20', 'mm')).toEqual({ ok: true, value: toMeters(130, 'mm') });
    expect(parseLength('8', 'ft')).toEqual({ ok: true, value: toMeters(8, 'ft') });
  });

  it('refuses what the numeric parser refuses, with the same reason and message', () => {
    expect(parseLength('12 2 / 5', 'inch')).toEqual({
      ok: false,
      reason: 'format',
      message: NUMERIC_INPUT_INVALID_MESSAGE,
      detail: 'A fraction has no spaces around its slash, e.g. 12 2/5.',
    });
    expect(parseLength('10 - 20', 'cm')).toMatchObject({ ok: false, reason: 'negative' });
    expect(parseLength('1 + 1', 'cm', { allowCalculations: false })).toMatchObject({
      ok: false,
      reason: 'calculationsDisallowed',
    });
  });

  it('refuses zero unless allowed', () => {
    expect(parseLength('0', 'inch')).toMatchObject({ ok: false, reason: 'zero' });
    expect(parseLength('0', 'inch', { allowZero: true })).toEqual({ ok: true, value: 0 });
  });

  it('refuses a positive value so small that it becomes zero meters, unless zero is allowed', () => {
    const tiny = `0.${'0'.repeat(320)}1`;
    expect(parseLength(tiny, 'm')).toMatchObject({ ok: true });
    expect(parseLength(tiny, 'mm')).toMatchObject({ ok: false, reason: 'zero' });
    expect(parseLength(tiny, 'mm', { allowZero: true })).toEqual({ ok: true, value: 0 });
  });

  it('takes a length typed with its unit, whatever the person’s unit', () => {
    expect(parseLength('600mm', 'inch')).toMatchObject({ ok: true });
    expect((parseLength(`8' 6 1/2"`, 'mm') as { value: number }).value).toBeCloseTo(
      toMeters(102.5, 'inch'),
      12,
    );
  });

  it('refuses a typed length that is negative, zero, or a sum where calculations are off', () => {
    expect(parseLength(`3" - 1'`, 'mm')).toMatchObject({ ok: false, reason: 'negative' });
    expect(parseLength('0mm', 'inch')).toMatchObject({ ok: false, reason: 'zero' });
    expect(parseLength('0mm', 'inch', { allowZero: true })).toEqual({ ok: true, value: 0 });
    expect(parseLength('1m + 2cm', 'inch', { allowCalculations: false })).toMatchObject({
      ok: false,
      reason: 'calculationsDisallowed',
    });
  });

  it('says what was wrong besides the spec’s message', () => {
    expect(parseLength('110+20', 'inch')).toMatchObject({
      message: NUMERIC_INPUT_INVALID_MESSAGE,
      detail: 'Put one space on each side of +, -, * and /, e.g. 110 + 20.',
    });
    expect(parseLength('3 yd', 'inch')).toMatchObject({
      reason: 'format',
      detail: expect.stringContaining('“yd”'),
    });
    expect(parseLength('-5', 'inch')).toMatchObject({ detail: expect.any(String) });
  });
});
