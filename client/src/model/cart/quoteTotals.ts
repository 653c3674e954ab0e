import type { Quote } from '@kitchensync/schemas';
import { roundToCents } from './roundToCents';

/** A quote's bottom lines, in whole cents; each follows from the rounded line before it. */
export interface QuoteTotals {
  /** The price list's total. */
  listCents: number;
  /** Negative for a discount, positive for a markup. */
  adjustmentCents: number;
  /** The list total after the adjustment: what tax is charged on. */
  netCents: number;
  taxCents: number;
  totalCents: number;
}

/**
 * The quote's totals from the price list's total: the discount or markup and then the tax are each
 * rounded to cents once, and every line shown adds up to the next (list + adjustment = net,
 * net + tax = total).
 */
export function quoteTotals(
  listCents: number,
  quote: Pick<Quote, 'adjustmentPercent' | 'taxRatePercent'>,
): QuoteTotals {
  const adjustmentCents = roundToCents((listCents / 100) * (quote.adjustmentPercent / 100));
  const netCents = listCents + adjustmentCents;
  const taxCents = roundToCents((netCents / 100) * (quote.taxRatePercent / 100));
  return { listCents, adjustmentCents, netCents, taxCents, totalCents: netCents + taxCents };
}
