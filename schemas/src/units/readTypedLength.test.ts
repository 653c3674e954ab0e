import { describe, expect, it } from 'vitest';
import { toMeters } from './lengthConversion';
import { readTypedLength } from './readTypedLength';

const meters = (text: string, unit: Parameters<typeof readTypedLength>[1] = 'inch') => {
  const typed = readTypedLength(text, unit);
  if (typed === null || !typed.ok) throw new Error(`not read: ${text}`);
  return typed.meters;
};

describe('readTypedLength', () => {
  it('reads a number with a metric unit whatever the person’s unit', () => {
    expect(meters('600mm')).toBeCloseTo(0.6, 12);
    expect(meters('60 cm')).toBeCloseTo(0.6, 12);
    expect(meters('2.5m')).toBeCloseTo(2.5, 12);
    expect(meters('2,5 M', 'mm')).toBeCloseTo(2.5, 12);
  });

  it('reads feet and inches the way they are written on a plan', () => {
    expect(meters("8'", 'mm')).toBeCloseTo(toMeters(96, 'inch'), 12);
    expect(meters('24"', 'cm')).toBeCloseTo(toMeters(24, 'inch'), 12);
    expect(meters(`8' 6"`, 'm')).toBeCloseTo(toMeters(102, 'inch'), 12);
    expect(meters(`8' 6 1/2"`, 'm')).toBeCloseTo(toMeters(102.5, 'inch'), 12);
    expect(meters(`8'6`, 'm')).toBeCloseTo(toMeters(102, 'inch'), 12);
    expect(meters('8 ft 6 in', 'm')).toBeCloseTo(toMeters(102, 'inch'), 12);
    expect(meters('12 1/2 in', 'mm')).toBeCloseTo(toMeters(12.5, 'inch'), 12);
  });

  it('adds and subtracts lengths, a term without a unit being in the person’s unit', () => {
    expect(meters(`8' - 3"`, 'mm')).toBeCloseTo(toMeters(93, 'inch'), 12);
    expect(meters('1m + 20', 'cm')).toBeCloseTo(1.2, 12);
  });

  it('leaves text without any unit to the numeric parser', () => {
    expect(readTypedLength('110 + 20', 'inch')).toBeNull();
    expect(readTypedLength('12 2/5', 'inch')).toBeNull();
  });

  it('says which unit it does not know, and which text is not a length', () => {
    expect(readTypedLength('3 yd', 'inch')).toEqual({
      ok: false,
      detail: '“yd” is not a unit: use mm, cm, m, in (or "), or ft (or \').',
    });
    expect(readTypedLength('2 * 600mm', 'inch')).toEqual({
      ok: false,
      detail: '“2 * 600mm” is not a length.',
    });
  });
});
