import { describe, expect, it } from 'vitest';
import { kindsNewerThan } from './kindsNewerThan';

describe('kindsNewerThan', () => {
  it('names the kinds stored at a version beyond the known one, sorted', () => {
    expect(kindsNewerThan({ wall: 3, model: 1, note: 2 }, { wall: 2, model: 1, note: 1 })).toEqual([
      'note',
      'wall',
    ]);
  });

  it('counts a kind the known vector lacks as version 0 there', () => {
    expect(kindsNewerThan({ cabinetGroup: 1, soffit: 0 }, { wall: 1 })).toEqual(['cabinetGroup']);
  });

  it('finds nothing newer in an older or equal vector', () => {
    expect(kindsNewerThan({}, { wall: 1 })).toEqual([]);
    expect(kindsNewerThan({ wall: 1 }, { wall: 1 })).toEqual([]);
  });
});
