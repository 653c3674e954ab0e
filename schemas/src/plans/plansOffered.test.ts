import { describe, expect, it } from 'vitest';
import { PlanSchema } from './plan';
import { plansOffered } from './plansOffered';

const plans = [
  PlanSchema.parse({ id: 'free', name: 'Free' }),
  PlanSchema.parse({ id: 'pro', name: 'Pro', monthlyPrice: 39 }),
  PlanSchema.parse({ id: 'team', name: 'Team', category: 'business', monthlyPrice: 99 }),
  PlanSchema.parse({ id: 'ultimate', name: 'Ultimate', category: 'business', monthlyPrice: 199 }),
];
const ids = (list: readonly { id: string }[]) => list.map((plan) => plan.id);

describe('plansOffered', () => {
  it('offers every plan, in order, outside a client domain', () => {
    expect(ids(plansOffered(plans, { clientDomain: false, extraPlanId: 'pro' }))).toEqual([
      'free',
      'pro',
      'team',
      'ultimate',
    ]);
  });

  it('offers only business plans and the one specific plan on a client domain', () => {
    expect(ids(plansOffered(plans, { clientDomain: true, extraPlanId: 'pro' }))).toEqual([
      'pro',
      'team',
      'ultimate',
    ]);
  });

  it('offers only business plans on a client domain that names no specific plan', () => {
    expect(ids(plansOffered(plans, { clientDomain: true }))).toEqual(['team', 'ultimate']);
    expect(ids(plansOffered(plans, { clientDomain: true, extraPlanId: null }))).toEqual(['team', 'ultimate']);
  });
});
