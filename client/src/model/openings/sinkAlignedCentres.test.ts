import { inches } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { wallInches, sinkInches } from './openingFixtures';
import { sinkAlignedCentres } from './sinkAlignedCentres';

/** A 120" wall along +x from the origin; its faces are 2.25" either side of z = 0. */
const wall = wallInches({ x: 0, z: 0 }, 120);
const toInches = (centres: number[]) =>
  centres.map((centre) => Math.round((centre / inches(1)) * 1000) / 1000);

describe('sinkAlignedCentres', () => {
  it("finds a sink backed onto the wall's face, at its centre along the wall", () => {
    // Back at z = 2.25: on the face, 24" deep so its centre is 12" further out.
    expect(toInches(sinkAlignedCentres(wall, [sinkInches(50, 14.25)]))).toEqual([50]);
  });

  it('finds a sink on the other face too (turned to face -z)', () => {
    expect(toInches(sinkAlignedCentres(wall, [sinkInches(70, -14.25, Math.PI)]))).toEqual([70]);
  });

  it('accepts a gap up to the 0.01 tolerance and no more', () => {
    const within = 14.25 + 0.009 / inches(1);
    const beyond = 14.25 + 0.011 / inches(1);
    expect(sinkAlignedCentres(wall, [sinkInches(50, within)])).toHaveLength(1);
    expect(sinkAlignedCentres(wall, [sinkInches(50, beyond)])).toHaveLength(0);
  });

  it('ignores a sink beyond the wall ends, one standing sideways to it and other cabinets', () => {
    expect(sinkAlignedCentres(wall, [sinkInches(140, 14.25)])).toEqual([]);
    expect(sinkAlignedCentres(wall, [sinkInches(50, 14.25, Math.PI / 2)])).toEqual([]);
    expect(sinkAlignedCentres(wall, [sinkInches(50, 14.25, 0, 'regular')])).toEqual([]);
  });

  it('measures along a turned wall from its start', () => {
    // A wall running -z (angle 90°) from (10, 0); a sink backed onto its +x face 30" along it.
    const turned = wallInches({ x: 10, z: 0 }, 120, Math.PI / 2);
    const sink = sinkInches(10 + 2.25 + 12, -30, Math.PI / 2);
    expect(toInches(sinkAlignedCentres(turned, [sink]))).toEqual([30]);
  });
});
