import { describe, expect, it } from 'vitest';
import { quoteTotals } from './quoteTotals';

describe('quoteTotals', () => {
  it('takes a discount off the list total, then charges tax on the rest, each rounded to cents once', () => {
    // 2054.71 − 10% (205.471 → 205.47) = 1849.24; tax 8.25% of it (152.5623 → 152.56) = 2001.80.
    expect(quoteTotals(205_471, { adjustmentPercent: -10, taxRatePercent: 8.25 })).toEqual({
      listCents: 205_471,
      adjustmentCents: -20_547,
      netCents: 184_924,
      taxCents: 15_256,
      totalCents: 200_180,
    });
  });

  it('adds a markup, and rounds half a cent up', () => {
    // 0.10 + 5% = 0.005 → 0.01.
    expect(quoteTotals(10, { adjustmentPercent: 5, taxRatePercent: 0 })).toMatchObject({
      adjustmentCents: 1,
      totalCents: 11,
    });
  });
});
