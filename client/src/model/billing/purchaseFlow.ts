import {
  FREE_PLAN_ID,
  subscriptionPrice,
  type BillingPeriod,
  type Plan,
  type SubscriptionStatus,
} from '@kitchensync/schemas';

/**
 * The purchase dialog's steps (spec 000 sections 2 and 4: plan, billing period, additional
 * licenses, then the success view). Licenses are asked only of plans that take them; the payment
 * form comes last before success, since the price it charges depends on every choice before it.
 */
export type PurchaseStep = 'plan' | 'period' | 'licenses' | 'payment' | 'success';

export interface PurchaseChoice {
  plan: Plan | null;
  billingPeriod: BillingPeriod;
  additionalLicenses: number;
}

export const purchaseFlow = {
  steps(plan: Plan | null): PurchaseStep[] {
    return plan?.additionalLicensesAllowed
      ? ['plan', 'period', 'licenses', 'payment', 'success']
      : ['plan', 'period', 'payment', 'success'];
  },

  next(step: PurchaseStep, plan: Plan | null): PurchaseStep {
    const steps = purchaseFlow.steps(plan);
    return steps[Math.min(steps.indexOf(step) + 1, steps.length - 1)] ?? 'plan';
  },

  previous(step: PurchaseStep, plan: Plan | null): PurchaseStep {
    const steps = purchaseFlow.steps(plan);
    return steps[Math.max(steps.indexOf(step) - 1, 0)] ?? 'plan';
  },

  /** Plans one can buy: every offered plan but the free one. */
  purchasable(plans: readonly Plan[]): Plan[] {
    return plans.filter((plan) => plan.id !== FREE_PLAN_ID);
  },

  /** The price of one period as the customer sees it, from the same formula the api charges by. */
  priceText(choice: PurchaseChoice): string {
    if (choice.plan === null) return '';
    const priced = subscriptionPrice(choice.plan, choice);
    if (!priced.ok) return '';
    const amount = `$${priced.price.toFixed(2)}`;
    // spec 000 section 9: annual billing gives 2 months free.
    return choice.billingPeriod === 'yearly' ? `${amount} a year (2 months free)` : `${amount} a month`;
  },

  /**
   * Which of the spec's calls buys the choice: a first subscription, a change of a live one, or a
   * new one after the old was canceled.
   */
  call(
    current: SubscriptionStatus | null,
  ): '/subscribe' | '/subscribe/change/post' | '/subscribe/reactivate' {
    if (current === null) return '/subscribe';
    return current === 'canceled' ? '/subscribe/reactivate' : '/subscribe/change/post';
  },
};
