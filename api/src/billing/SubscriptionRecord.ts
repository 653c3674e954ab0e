import { BillingPeriodSchema, PaymentGatewayIdSchema, SubscriptionStatusSchema } from '@kitchensync/schemas';
import { z } from 'zod';

/**
 * What an account pays for. One per paying user; a business plan's organisation is paid by its
 * owner's record. `price` is what `subscriptionPrice` gave when it was last set, never a client's figure.
 */
export const SubscriptionRecordSchema = z.object({
  ownerId: z.string(),
  planId: z.string(),
  billingPeriod: BillingPeriodSchema,
  additionalLicenses: z.number().int().nonnegative(),
  price: z.number().nonnegative(),
  status: SubscriptionStatusSchema,
  gateway: PaymentGatewayIdSchema,
  /** The gateway's customer, whose vaulted card `theSameCard` reuses. */
  customerId: z.string(),
  gatewaySubscriptionId: z.string(),
  billingName: z.string(),
  billingEmail: z.string(),
  phone: z.string(),
  trialCodeId: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type SubscriptionRecord = z.infer<typeof SubscriptionRecordSchema>;
