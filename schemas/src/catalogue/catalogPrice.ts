import { z } from 'zod';

/** Prices are edited in cents (spec 001 section 5: step 0.01). */
export const CATALOG_PRICE_STEP = 0.01;

/** A price an admin types in bulk price editing: a finite number, not negative, in whole cents. */
export const CatalogPriceSchema = z
  .number()
  .finite('A price must be a number')
  .nonnegative('A price cannot be negative')
  .multipleOf(CATALOG_PRICE_STEP, 'A price has at most two decimals');

/**
 * One bulk-edit field's text as a price, or null when it is not one; the caller counts nulls as
 * failures (spec 001 section 5). Blank is not zero: an emptied field is a mistake, not a free item.
 */
export function parseCatalogPrice(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const result = CatalogPriceSchema.safeParse(Number(trimmed));
  return result.success ? result.data : null;
}
