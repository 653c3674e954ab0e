import { z } from 'zod';
import { DEFAULT_CATALOG_STYLE_ID } from '../document/placedModel';
import { CatalogPriceSchema } from './catalogPrice';

/**
 * POST /api/models, action updatePrice (spec 001 section 7): an admin on the Ultimate plan sets the
 * account's price of one catalogue model in one style. `styleId` is `default` for the model's own
 * price (models without styles) or a style's `catalogStyleId`.
 */
export const PriceUpdateRequestSchema = z.object({
  action: z.literal('updatePrice'),
  accountId: z.string().min(1),
  modelId: z.string().min(1),
  styleId: z.string().min(1).default(DEFAULT_CATALOG_STYLE_ID),
  newPrice: CatalogPriceSchema,
});
export type PriceUpdateRequest = z.infer<typeof PriceUpdateRequestSchema>;
export type PriceUpdateRequestInput = z.input<typeof PriceUpdateRequestSchema>;

/** The answer; the client reads only `success` and `error`. */
export const PriceUpdateResponseSchema = z.looseObject({
  success: z.boolean(),
  error: z.string().nullable().default(null),
});
export type PriceUpdateResponse = z.infer<typeof PriceUpdateResponseSchema>;
