import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PlanInput, PlanSchema } from './plan';
import { PLANS } from './plans';
import { subscriptionPrice } from './subscriptionPrice';

const plan = (input: Partial<PlanInput>) => PlanSchema.parse({ id: 'p', name: 'P', ...input });

const business = plan({
  category: 'business',
  monthlyPrice: 30,
  additionalLicensesAllowed: true,
  additionalLicenseCost: 15,
});
const individual = plan({ monthlyPrice: 30, additionalLicenseCost: 15 });

describe('subscriptionPrice', () => {
  it('charges the base price per month when no extra license is bought', () => {
    expect(subscriptionPrice(business, { billingPeriod: 'monthly' })).toEqual({ ok: true, price: 30 });
  });

  it('adds additionalLicenseCost for each extra license: 30 + 15 * 2 = 60.00 a month', () => {
    expect(subscriptionPrice(business, { billingPeriod: 'monthly', additionalLicenses: 2 })).toEqual({
      ok: true,
      price: 60,
    });
  });

  it('charges ten months for a year (2 months free): (30 + 15 * 2) * 10 = 600.00', () => {
    expect(subscriptionPrice(business, { billingPeriod: 'yearly', additionalLicenses: 2 })).toEqual({
      ok: true,
      price: 600,
    });
  });

  it('rounds to 2 decimals: 19.99 + 0.333 * 3 = 20.989 gives 20.99 a month and 209.90 a year', () => {
    const oddCost = plan({
      monthlyPrice: 19.99,
      additionalLicensesAllowed: true,
      additionalLicenseCost: 0.333,
    });
    expect(subscriptionPrice(oddCost, { billingPeriod: 'monthly', additionalLicenses: 3 })).toEqual({
      ok: true,
      price: 20.99,
    });
    expect(subscriptionPrice(oddCost, { billingPeriod: 'yearly', additionalLicenses: 3 })).toEqual({
      ok: true,
      price: 209.9,
    });
  });

  it('rounds a half cent up even where binary floats store it just below (1.005 gives 1.01)', () => {
    expect(subscriptionPrice(plan({ monthlyPrice: 1.005 }), { billingPeriod: 'monthly' })).toEqual({
      ok: true,
      price: 1.01,
    });
  });

  it('sums cents without float noise: 0.1 + 0.2 * 1 = 0.30 and 3.00 a year', () => {
    const cents = plan({ monthlyPrice: 0.1, additionalLicensesAllowed: true, additionalLicenseCost: 0.2 });
    expect(subscriptionPrice(cents, { billingPeriod: 'monthly', additionalLicenses: 1 })).toEqual({
      ok: true,
      price: 0.3,
    });
    expect(subscriptionPrice(cents, { billingPeriod: 'yearly', additionalLicenses: 1 })).toEqual({
      ok: true,
      price: 3,
    });
  });

  it('refuses a negative license count', () => {
    expect(subscriptionPrice(business, { billingPeriod: 'monthly', additionalLicenses: -1 })).toEqual({
      ok: false,
      refusal: 'licenses/negative',
    });
  });

  it('refuses a license count that is not a whole number', () => {
    for (const additionalLicenses of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(subscriptionPrice(business, { billingPeriod: 'monthly', additionalLicenses })).toEqual({
        ok: false,
        refusal: 'licenses/not_integer',
      });
    }
  });

  it('refuses extra licenses on a plan that does not allow them, but accepts zero', () => {
    expect(subscriptionPrice(individual, { billingPeriod: 'yearly', additionalLicenses: 1 })).toEqual({
      ok: false,
      refusal: 'licenses/not_allowed',
    });
    expect(subscriptionPrice(individual, { billingPeriod: 'yearly', additionalLicenses: 0 })).toEqual({
      ok: true,
      price: 300,
    });
  });

  it('prices every shipped plan yearly at exactly ten times its monthly price', () => {
    for (const shipped of PLANS) {
      const monthly = subscriptionPrice(shipped, { billingPeriod: 'monthly' });
      const yearly = subscriptionPrice(shipped, { billingPeriod: 'yearly' });
      expect(monthly.ok && yearly.ok && yearly.price === Math.round(monthly.price * 1000) / 100).toBe(true);
    }
  });

  it('always makes a yearly price ten times the monthly one, to the cent, and rounds both to cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 1000 }),
        (baseCents, licenseCents, additionalLicenses) => {
          const priced = plan({
            monthlyPrice: baseCents / 100,
            additionalLicensesAllowed: true,
            additionalLicenseCost: licenseCents / 1000,
          });
          const monthly = subscriptionPrice(priced, { billingPeriod: 'monthly', additionalLicenses });
          const yearly = subscriptionPrice(priced, { billingPeriod: 'yearly', additionalLicenses });
          if (!monthly.ok || !yearly.ok) return false;
          const isCents = (price: number) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6;
          return (
            isCents(monthly.price) &&
            Math.round(yearly.price * 100) === Math.round(monthly.price * 100) * 10 &&
            Math.abs(monthly.price - (baseCents / 100 + (licenseCents / 1000) * additionalLicenses)) <=
              0.005001
          );
        },
      ),
    );
  });
});
