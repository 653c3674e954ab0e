import type { Plan } from './plan';

export interface PlansOfferedOptions {
  readonly clientDomain: boolean;
  /** The one non-business plan a client domain also offers, as its client settings name it. */
  readonly extraPlanId?: string | null;
}

/**
 * The plans the purchase dialog lists, in their given order. On a client (white-label) domain only
 * business plans and one specific plan are offered (spec 000 sections 1 and 6).
 */
export function plansOffered(plans: readonly Plan[], options: PlansOfferedOptions): Plan[] {
  if (!options.clientDomain) return [...plans];
  return plans.filter((plan) => plan.category === 'business' || plan.id === options.extraPlanId);
}
