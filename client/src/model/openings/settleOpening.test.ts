import { inches } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { boxInches, inchesOfBox } from './openingFixtures';
import { settleOpening } from './settleOpening';

const wall = { length: inches(120), height: inches(96) };

function settle(box: ReturnType<typeof boxInches>, sinks: number[] = []) {
  return inchesOfBox(
    settleOpening(box, { wall, sinkCentres: sinks.map((sink) => inches(sink)), unit: 'inch' }),
  );
}

describe('settleOpening', () => {
  it('snaps position and size to half-unit steps', () => {
    expect(settle(boxInches(10.3, 41.8, 36.2, 47.9))).toEqual([10.5, 42, 36, 48]);
  });

  it('centres the opening on a sink within 3 units', () => {
    // Centre at 30 + 18 = 48; the sink at 50.75 is 2.75 away.
    expect(settle(boxInches(30, 42, 36, 48), [50.75])).toEqual([32.75, 42, 36, 48]);
    expect(settle(boxInches(30, 42, 36, 48), [51])).toEqual([33, 42, 36, 48]);
  });

  it('does not snap to a sink more than 3 units away', () => {
    expect(settle(boxInches(30, 42, 36, 48), [51.25])).toEqual([30, 42, 36, 48]);
  });

  it('snaps to the nearest sink when two are in reach', () => {
    expect(settle(boxInches(30, 42, 36, 48), [46, 49])).toEqual([31, 42, 36, 48]);
  });

  it('reads the 3 units in the person unit', () => {
    const box = boxInches(30, 42, 36, 48);
    // 2.75" is about 7 cm: within 3 inches, beyond 3 cm, so it stays on its half centimetre.
    expect(settle(box, [50.75])[0]).toBe(32.75);
    const inCentimetres = settleOpening(box, { wall, sinkCentres: [inches(50.75)], unit: 'cm' });
    expect(inCentimetres.left).toBeCloseTo(0.76, 9);
  });

  it('keeps the opening inside its wall after snapping to a sink near the wall end', () => {
    // Centre 100, the sink 3 further: aligned the opening would end at 121 on a 120" wall.
    expect(settle(boxInches(82, 42, 36, 48), [103])).toEqual([84, 42, 36, 48]);
  });
});
