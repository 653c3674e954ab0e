import { describe, expect, it } from 'vitest';
import { PlanSchema } from './plan';
import { FREE_PLAN, FREE_PLAN_SAVES_LIMIT, PLANS, ULTIMATE_PLAN, planById } from './plans';

describe('plans', () => {
  it('gives the free plan a limited catalog, limited appliances and 5 saves', () => {
    expect(FREE_PLAN_SAVES_LIMIT).toBe(5);
    expect(FREE_PLAN).toMatchObject({
      monthlyPrice: 0,
      decorations: 'Limited',
      textures: 'Limited',
      furniture: 'Limited',
      appliance: 'Limited',
      saves: true,
      savesNumber: FREE_PLAN_SAVES_LIMIT,
      additionalLicensesAllowed: false,
    });
  });

  it('offers individual and business plans, and exactly one Ultimate plan, which is a business plan', () => {
    expect(PLANS.some((plan) => plan.category === 'individual' && plan.monthlyPrice > 0)).toBe(true);
    expect(PLANS.some((plan) => plan.category === 'business')).toBe(true);
    expect(PLANS.filter((plan) => plan.ultimate)).toEqual([ULTIMATE_PLAN]);
    expect(ULTIMATE_PLAN.category).toBe('business');
  });

  it('lets only business plans buy extra licenses', () => {
    for (const plan of PLANS) {
      expect(plan.additionalLicensesAllowed).toBe(plan.category === 'business');
    }
  });

  it('keeps plan ids unique and every plan valid against its schema', () => {
    expect(new Set(PLANS.map((plan) => plan.id)).size).toBe(PLANS.length);
    for (const plan of PLANS) expect(PlanSchema.parse(plan)).toEqual(plan);
  });

  it('finds a plan by id, and nothing for an unknown id', () => {
    expect(planById(FREE_PLAN.id)).toBe(FREE_PLAN);
    expect(planById('no-such-plan')).toBeUndefined();
  });
});

describe('PlanSchema', () => {
  it('defaults a bare plan to a limited, single-license, individual plan with unlimited saves', () => {
    expect(PlanSchema.parse({ id: 'x', name: 'X' })).toEqual({
      id: 'x',
      name: 'X',
      category: 'individual',
      decorations: 'Limited',
      textures: 'Limited',
      furniture: 'Limited',
      appliance: 'Limited',
      saves: true,
      savesNumber: null,
      monthlyPrice: 0,
      additionalLicensesAllowed: false,
      additionalLicenseCost: 0,
      includedLicenses: 1,
      ultimate: false,
    });
  });

  it('refuses negative prices, a fractional saves limit and levels other than Limited or Full', () => {
    const base = { id: 'x', name: 'X' };
    expect(PlanSchema.safeParse({ ...base, monthlyPrice: -1 }).success).toBe(false);
    expect(PlanSchema.safeParse({ ...base, additionalLicenseCost: -0.01 }).success).toBe(false);
    expect(PlanSchema.safeParse({ ...base, savesNumber: 2.5 }).success).toBe(false);
    expect(PlanSchema.safeParse({ ...base, textures: 'Partial' }).success).toBe(false);
    expect(PlanSchema.safeParse({ ...base, category: 'enterprise' }).success).toBe(false);
  });
});
