import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillCabinetRun } from './fillCabinetRun';
import { STANDARD_CABINET_SIZES } from './layoutCabinetSizes';

const BASE_WIDTHS = STANDARD_CABINET_SIZES.base!.widths;

describe('fillCabinetRun', () => {
  it('splits a run into the fewest, most even standard widths and a filler for the rest', () => {
    expect(fillCabinetRun(100, BASE_WIDTHS)).toEqual({ widths: [33, 33, 33], filler: 1 });
    expect(fillCabinetRun(36, BASE_WIDTHS)).toEqual({ widths: [36], filler: 0 });
    expect(fillCabinetRun(60, BASE_WIDTHS)).toEqual({ widths: [30, 30], filler: 0 });
    expect(fillCabinetRun(50, BASE_WIDTHS)).toEqual({ widths: [48], filler: 2 });
  });

  it('leaves a run narrower than the narrowest cabinet to a filler', () => {
    expect(fillCabinetRun(8.5, BASE_WIDTHS)).toEqual({ widths: [], filler: 8.5 });
    expect(fillCabinetRun(0, BASE_WIDTHS)).toEqual({ widths: [], filler: 0 });
  });

  it('uses only the widths the catalogue offers', () => {
    expect(fillCabinetRun(65, [30])).toEqual({ widths: [30, 30], filler: 5 });
  });

  it('never exceeds the run, and leaves less than 3 inches with standard widths', () => {
    fc.assert(
      fc.property(fc.double({ min: 9, max: 4000, noNaN: true }), (length) => {
        const { widths, filler } = fillCabinetRun(length, BASE_WIDTHS);
        for (const width of widths) expect(BASE_WIDTHS).toContain(width);
        const covered = widths.reduce((sum, width) => sum + width, 0);
        expect(covered).toBeLessThanOrEqual(length + 1e-9);
        expect(filler).toBeCloseTo(length - covered, 9);
        expect(filler).toBeLessThan(3);
      }),
    );
  });

  it('never exceeds the run with any set of widths', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 2000, noNaN: true }),
        fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 8 }),
        (length, widths) => {
          const filled = fillCabinetRun(length, widths);
          const covered = filled.widths.reduce((sum, width) => sum + width, 0);
          expect(covered).toBeLessThanOrEqual(length + 1e-9);
          expect(filled.filler).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
