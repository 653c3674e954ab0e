import { wallsAlong } from '../walls/testing/wallsAlong';
import { floorArea } from './floorArea';
import { CatalogCountertopSchema } from '@kitchensync/schemas';
import { filterCountertops } from './filterCountertops';
import { finishColor } from './finishColor';
import { describe, expect, it } from 'vitest';
import { catalogueItemClick } from './catalogueItemClick';
import { countertopAfterClick } from './countertopAfterClick';
import { NUMERIC_INPUT_INVALID_MESSAGE } from '@kitchensync/schemas';
import { parseFinishNumber } from './parseFinishNumber';
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
    expect(parseFinishNumber('1/2')).toEqual({ ok: true, value: 0.5 });
  });
  it.each(['-1', '', 'abc', 'Infinity', 'NaN', '12 in', '1.2.3', '1 + 2'])('refuses %j', (text) => {
    expect(parseFinishNumber(text)).toMatchObject({ ok: false, message: NUMERIC_INPUT_INVALID_MESSAGE });
  });
});

describe('parseFlooringRotation', () => {
  it('wraps the typed angle into 0 to 360', () => {
    expect(parseFlooringRotation('400')).toEqual({ ok: true, value: 40 });
    expect(parseFlooringRotation('-90')).toEqual({ ok: true, value: 270 });
    expect(parseFlooringRotation('360')).toEqual({ ok: true, value: 0 });
    expect(parseFlooringRotation('12.5')).toEqual({ ok: true, value: 12.5 });
  });
  it('refuses text that is not a number', () => {
    expect(parseFlooringRotation('north')).toMatchObject({ ok: false });
    expect(parseFlooringRotation('')).toMatchObject({ ok: false });
    expect(parseFlooringRotation('--5')).toMatchObject({ ok: false });
  });
});

describe('catalogueItemClick', () => {
  it('opens the upsell for a locked item and chooses an unlocked one', () => {
    expect(catalogueItemClick({ locked: true })).toBe('upsell');
    expect(catalogueItemClick({ locked: false })).toBe('choose');
  });
});

describe('filterCountertops', () => {
  const list = [
    CatalogCountertopSchema.parse({ id: 'a', name: 'Pure White Quartz', subcategory: ['quartz', 'light'] }),
    CatalogCountertopSchema.parse({
      id: 'b',
      name: 'Absolute Black Granite',
      subcategory: ['granite', 'dark'],
    }),
  ];
  it('matches every searched word in the name or the categories, ignoring case', () => {
    expect(filterCountertops(list, 'white', null).map(({ id }) => id)).toEqual(['a']);
    expect(filterCountertops(list, 'DARK black', null).map(({ id }) => id)).toEqual(['b']);
    expect(filterCountertops(list, '', null).map(({ id }) => id)).toEqual(['a', 'b']);
    expect(filterCountertops(list, 'marble', null)).toEqual([]);
  });
  it('keeps only the chosen texture category', () => {
    expect(filterCountertops(list, '', 'granite').map(({ id }) => id)).toEqual(['b']);
  });
});

describe('finishColor', () => {
  it('reads the app colour as a number, or null when there is none usable', () => {
    expect(finishColor({ color: '#1d1e20' })).toBe(0x1d1e20);
    expect(finishColor({})).toBeNull();
    expect(finishColor({ color: 'red' })).toBeNull();
    expect(finishColor({ color: 12 })).toBeNull();
  });
});

describe('floorArea', () => {
  const square = wallsAlong([
    { x: 0, z: 0 },
    { x: 4, z: 0 },
    { x: 4, z: 3 },
    { x: 0, z: 3 },
    { x: 0, z: 0 },
  ]);
  it('widens the walls’ footprint by each side’s overhang, North toward -z and East toward +x', () => {
    expect(floorArea(square, { top: 0.1, right: 0.2, bottom: 0.3, left: 0.4 })).toEqual({
      minX: -0.4,
      maxX: 4.2,
      minZ: -0.1,
      maxZ: 3.3,
    });
  });
  it('covers nothing without walls or over one straight wall', () => {
    const none = { top: 0, right: 0, bottom: 0, left: 0 };
    expect(floorArea([], none)).toBeNull();
    expect(floorArea(square.slice(0, 1), none)).toBeNull();
  });
});
