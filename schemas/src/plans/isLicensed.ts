import type { Plan } from './plan';

/**
 * Whether a plan makes its users licensed. Every paid plan does; the spec's free flag is its
 * negation. Someone without a subscription is on the free plan, so pass null for them.
 */
export function isLicensed(plan: Plan | null): boolean {
  return plan !== null && plan.monthlyPrice > 0;
}
