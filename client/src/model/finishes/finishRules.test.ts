import { describe, expect, it } from 'vitest';
import { catalogueItemClick } from './catalogueItemClick';
import { countertopAfterClick } from './countertopAfterClick';
import { FINISH_NUMBER_MESSAGE, parseFinishNumber } from './parseFinishNumber';
import { parseFlooringRotation } from './parseFlooringRotation';

describe('countertopAfterClick', () => {
  it('clears the countertop when the chosen one is clicked again', () => {
    expect(countertopAfterClick('ct-a', 'ct-a')).toBeNull();
  });
  it('replaces the chosen countertop with another one', () => {
    expect(countertopAfterClick('ct-a', 'ct-b')).toBe('ct-b');
    expect(countertopAfterClick(null, 'ct-b')).toBe('ct-b');
  });
});

describe('parseFinishNumber', () => {
  it('accepts finite numbers that are not negative, a comma as the decimal point', () => {
    expect(parseFinishNumber('2.5')).toEqual({ ok: true, value: 2.5 });
    expect(parseFinishNumber(' 0 ')).toEqual({ ok: true, value: 0 });
    expect(parseFinishNumber('1,25')).toEqual({ ok: true, value: 1.25 });
    expect(parseFinishNumber('-0')).toEqual({ ok: true, value: 0 });
  });
  it.each(['-1', '', 'abc', '1e400', 'Infinity', 'NaN', '12 in', '1/2', '1.2.3'])('refuses %j', (text) => {
    expect(parseFinishNumber(text)).toEqual({ ok: false, message: FINISH_NUMBER_MESSAGE });
  });
});

describe('parseFlooringRotation', () => {
  it('wraps the typed angle into 0 to 360', () => {
    expect(parseFlooringRotation('400')).toBe(40);
    expect(parseFlooringRotation('-90')).toBe(270);
    expect(parseFlooringRotation('360')).toBe(0);
    expect(parseFlooringRotation('12.5')).toBe(12.5);
  });
  it('refuses text that is not a number', () => {
    expect(parseFlooringRotation('north')).toBeNull();
    expect(parseFlooringRotation('')).toBeNull();
  });
});

describe('catalogueItemClick', () => {
  it('opens the upsell for a locked item and chooses an unlocked one', () => {
    expect(catalogueItemClick({ locked: true })).toBe('upsell');
    expect(catalogueItemClick({ locked: false })).toBe('choose');
  });
});
