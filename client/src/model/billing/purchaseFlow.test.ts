import { PLANS, planById, type Plan } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { purchaseFlow } from './purchaseFlow';

const plan = (id: string): Plan => {
  const found = planById(id);
  if (!found) throw new Error(`no plan ${id}`);
  return found;
};

describe('purchaseFlow', () => {
  it('asks for additional licenses only on plans that take them (spec 000 section 4)', () => {
    expect(purchaseFlow.steps(plan('team'))).toEqual(['plan', 'period', 'licenses', 'payment', 'success']);
    expect(purchaseFlow.steps(plan('starter'))).toEqual(['plan', 'period', 'payment', 'success']);
    expect(purchaseFlow.next('period', plan('starter'))).toBe('payment');
    expect(purchaseFlow.next('period', plan('team'))).toBe('licenses');
    expect(purchaseFlow.previous('payment', plan('team'))).toBe('licenses');
    expect(purchaseFlow.previous('plan', null)).toBe('plan');
  });

  it('prices a year at ten months of the monthly price, rounded to cents (spec 000 section 9)', () => {
    const team = plan('team');
    expect(purchaseFlow.priceText({ plan: team, billingPeriod: 'monthly', additionalLicenses: 1 })).toBe(
      '$128.00 a month',
    );
    expect(purchaseFlow.priceText({ plan: team, billingPeriod: 'yearly', additionalLicenses: 1 })).toBe(
      '$1280.00 a year (2 months free)',
    );
    expect(
      purchaseFlow.priceText({ plan: plan('starter'), billingPeriod: 'monthly', additionalLicenses: 2 }),
    ).toBe('');
  });

  it('never offers the free plan for sale', () => {
    expect(purchaseFlow.purchasable(PLANS).map((offered) => offered.id)).not.toContain('free');
    expect(purchaseFlow.purchasable(PLANS).length).toBe(PLANS.length - 1);
  });

  it('subscribes, changes a live subscription, and reactivates a canceled one through the spec’s calls', () => {
    expect(purchaseFlow.call(null)).toBe('/subscribe');
    expect(purchaseFlow.call('active')).toBe('/subscribe/change/post');
    expect(purchaseFlow.call('past_due')).toBe('/subscribe/change/post');
    expect(purchaseFlow.call('canceled')).toBe('/subscribe/reactivate');
  });
});
