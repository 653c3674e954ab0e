import { z } from 'zod';
import { DEFAULT_CATALOG_STYLE_ID } from '../document/placedModel';
import { CatalogPriceSchema } from './catalogPrice';

/**
 * An account's own price for one catalogue model in one style (spec 001 section 7), as the api
 * stores it and as the client caches it in session storage. `catalogStyleId` is `default` for a
 * model without styles.
 */
export const PriceOverrideSchema = z.looseObject({
  accountId: z.string().min(1),
  catalogModelId: z.string().min(1),
  catalogStyleId: z.string().min(1).default(DEFAULT_CATALOG_STYLE_ID),
  price: CatalogPriceSchema,
});
export type PriceOverride = z.infer<typeof PriceOverrideSchema>;
export type PriceOverrideInput = z.input<typeof PriceOverrideSchema>;

const PRICE_OVERRIDE_KEY_PREFIX = 'priceOverride';

/**
 * The session-storage key of one override. Parts are URI-encoded so an id containing the separator
 * cannot make two different overrides share a key.
 */
export function priceOverrideKey(
  accountId: string,
  catalogModelId: string,
  catalogStyleId: string = DEFAULT_CATALOG_STYLE_ID,
): string {
  return [PRICE_OVERRIDE_KEY_PREFIX, accountId, catalogModelId, catalogStyleId]
    .map(encodeURIComponent)
    .join(':');
}
