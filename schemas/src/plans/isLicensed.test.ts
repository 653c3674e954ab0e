import { describe, expect, it } from 'vitest';
import { isLicensed } from './isLicensed';
import { FREE_PLAN, PLANS } from './plans';

describe('isLicensed', () => {
  it('licenses every paid plan', () => {
    for (const plan of PLANS.filter((candidate) => candidate.monthlyPrice > 0)) {
      expect(isLicensed(plan)).toBe(true);
    }
  });

  it('does not license the free plan, nor someone without a plan', () => {
    expect(isLicensed(FREE_PLAN)).toBe(false);
    expect(isLicensed(null)).toBe(false);
  });
});
