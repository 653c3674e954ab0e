import { z } from 'zod';
import { CurrencyCodeSchema } from '../money/currencyCode';

/**
 * GET /api/installation: the settings of this installation that every page needs and anyone may
 * read, such as the currency its prices are in (CURRENCY).
 */
export const InstallationResponseSchema = z.object({
  data: z.object({ currency: CurrencyCodeSchema }),
});
export type InstallationResponse = z.infer<typeof InstallationResponseSchema>;
