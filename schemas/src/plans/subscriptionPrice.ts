import { type BillingPeriod, MONTHS_CHARGED_PER_YEAR } from './billingPeriod';
import type { Plan } from './plan';

export type LicenseRefusal = 'licenses/not_integer' | 'licenses/negative' | 'licenses/not_allowed';

export type SubscriptionPriceResult =
  { readonly ok: true; readonly price: number } | { readonly ok: false; readonly refusal: LicenseRefusal };

export interface SubscriptionPriceOptions {
  readonly billingPeriod: BillingPeriod;
  /** Licenses bought on top of the plan's included ones; 0 when omitted. */
  readonly additionalLicenses?: number;
}

function roundToCents(amount: number): number {
  // 1.005 is stored as 1.00499…; cutting to 15 significant digits first rounds the decimal as written.
  return Math.round(Number((amount * 100).toPrecision(15))) / 100;
}

/**
 * The price of one billing period (spec 000 section 9): the monthly base price plus
 * `additionalLicenseCost` per extra license, and for a yearly period ten times that monthly price, in
 * both cases rounded to 2 decimals. The monthly price is rounded before it is multiplied, so a yearly
 * price is always exactly ten times the monthly price a customer is shown.
 *
 * A bad license count is returned as a refusal rather than thrown, because the client shows it as a
 * form error and the api as a 400, and neither should need a try block for it.
 */
export function subscriptionPrice(plan: Plan, options: SubscriptionPriceOptions): SubscriptionPriceResult {
  const additionalLicenses = options.additionalLicenses ?? 0;
  if (!Number.isSafeInteger(additionalLicenses)) return { ok: false, refusal: 'licenses/not_integer' };
  if (additionalLicenses < 0) return { ok: false, refusal: 'licenses/negative' };
  if (additionalLicenses > 0 && !plan.additionalLicensesAllowed) {
    return { ok: false, refusal: 'licenses/not_allowed' };
  }
  const monthly = roundToCents(plan.monthlyPrice + plan.additionalLicenseCost * additionalLicenses);
  const price =
    options.billingPeriod === 'yearly' ? roundToCents(monthly * MONTHS_CHARGED_PER_YEAR) : monthly;
  return { ok: true, price };
}
