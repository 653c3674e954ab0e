import { z } from 'zod';

export const BillingPeriodSchema = z.enum(['monthly', 'yearly']);
export type BillingPeriod = z.infer<typeof BillingPeriodSchema>;

/** Annual billing gives 2 months free (spec 000 section 9): a year costs ten months. */
export const MONTHS_CHARGED_PER_YEAR = 10;
