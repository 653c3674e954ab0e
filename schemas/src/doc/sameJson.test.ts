import { describe, expect, it } from 'vitest';
import { sameJson } from './sameJson';

describe('sameJson', () => {
  it('compares plain data deeply, ignoring key order and undefined members', () => {
    expect(sameJson({ a: [1, { b: 2 }], c: undefined }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameJson({ x: 1, z: 2 }, { z: 2, x: 1 })).toBe(true);
    expect(sameJson(Number.NaN, Number.NaN)).toBe(true);
  });

  it('tells apart values JSON would write differently', () => {
    expect(sameJson({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson('1', 1)).toBe(false);
  });
});
