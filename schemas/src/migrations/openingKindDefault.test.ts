import { describe, expect, it } from 'vitest';
import { openingKindDefault } from './openingKindDefault';

function kindOf(fields: Record<string, unknown>): unknown {
  return openingKindDefault.migrate(fields).kind;
}

describe('opening-kind-default (openings)', () => {
  it.each([
    ['door-36', 'Interior Door'],
    ['door-exterior-36', 'Exterior Door'],
    ['door-patio-72', 'Patio Door'],
    ['door-garage-192', 'Garage Door'],
    ['window-30', 'Single Window'],
    ['window-double-72', 'Double Window'],
    ['window-bay-96', 'Unique Windows'],
    ['opening-door-36', 'Door Opening'],
    ['opening-window-36', 'Window Opening'],
    ['opening-32', 'Other'],
  ])('reads the kind of %s from its catalogue id: %s', (openingId, kind) => {
    expect(kindOf({ opening_id: openingId })).toBe(kind);
  });

  it('reads the name when the id says nothing', () => {
    expect(kindOf({ opening_id: 'o17', name: 'Sliding Glass Door' })).toBe('Patio Door');
  });

  it('keeps a kind already known and replaces one this version does not know', () => {
    expect(kindOf({ opening_id: 'window-30', kind: 'Garage Door' })).toBe('Garage Door');
    expect(kindOf({ opening_id: 'window-30', kind: 'Skylight' })).toBe('Single Window');
  });

  it('changes no other field', () => {
    const fields = { opening_id: 'door-36', wall_id: 'wall_1', position: { x: 1, y: 0, z: 0 } };
    expect(openingKindDefault.migrate(fields)).toEqual({ ...fields, kind: 'Interior Door' });
  });
});
