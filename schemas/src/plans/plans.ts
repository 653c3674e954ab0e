import { type Plan, type PlanInput, PlanSchema } from './plan';

/** The spec's free plan: limited catalog, limited appliances, 5 projects/saves, browser based. */
export const FREE_PLAN_SAVES_LIMIT = 5;

export const FREE_PLAN_ID = 'free';
export const ULTIMATE_PLAN_ID = 'ultimate';

/*
 * The spec shows no prices. These are our own figures (US dollars per month), chosen to sit where
 * commercial online kitchen planners sit: a single designer pays tens of dollars a month, a showroom
 * or dealer team a hundred or more, with a per-seat price for extra designers. Every price lives here
 * so that changing one is a one-line edit.
 */
const PLAN_DATA: readonly PlanInput[] = [
  {
    id: FREE_PLAN_ID,
    name: 'Free',
    category: 'individual',
    decorations: 'Limited',
    textures: 'Limited',
    furniture: 'Limited',
    appliance: 'Limited',
    saves: true,
    savesNumber: FREE_PLAN_SAVES_LIMIT,
    monthlyPrice: 0,
  },
  {
    id: 'starter',
    name: 'Starter',
    category: 'individual',
    decorations: 'Full',
    textures: 'Full',
    furniture: 'Limited',
    appliance: 'Limited',
    saves: true,
    savesNumber: 25,
    monthlyPrice: 19,
  },
  {
    id: 'pro',
    name: 'Pro',
    category: 'individual',
    decorations: 'Full',
    textures: 'Full',
    furniture: 'Full',
    appliance: 'Full',
    saves: true,
    savesNumber: null,
    monthlyPrice: 39,
  },
  {
    id: 'team',
    name: 'Team',
    category: 'business',
    decorations: 'Full',
    textures: 'Full',
    furniture: 'Full',
    appliance: 'Full',
    saves: true,
    savesNumber: null,
    monthlyPrice: 99,
    includedLicenses: 3,
    additionalLicensesAllowed: true,
    additionalLicenseCost: 29,
  },
  {
    id: ULTIMATE_PLAN_ID,
    name: 'Ultimate',
    category: 'business',
    decorations: 'Full',
    textures: 'Full',
    furniture: 'Full',
    appliance: 'Full',
    saves: true,
    savesNumber: null,
    monthlyPrice: 199,
    includedLicenses: 5,
    additionalLicensesAllowed: true,
    additionalLicenseCost: 35,
    ultimate: true,
  },
];

/** Every plan, cheapest first, in the order the purchase dialog lists them. */
export const PLANS: readonly Plan[] = PLAN_DATA.map((plan) => PlanSchema.parse(plan));

function requirePlan(id: string): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (plan === undefined) throw new Error(`No plan ${id} in PLANS`);
  return plan;
}

export const FREE_PLAN: Plan = requirePlan(FREE_PLAN_ID);
export const ULTIMATE_PLAN: Plan = requirePlan(ULTIMATE_PLAN_ID);

export function planById(id: string, plans: readonly Plan[] = PLANS): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}
