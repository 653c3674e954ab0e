import { z } from 'zod';
import { PlanSchema } from '../plans/plan';
import { BillingPeriodSchema } from '../plans/billingPeriod';
import { PaymentGatewayIdSchema } from '../plans/subscriptionRequest';

/**
 * What the subscription calls answer (spec 000 section 7 says only that `data` is used): the plan
 * now in force, its period, the licences bought and the price charged, computed by the api from
 * `subscriptionPrice`, never taken from the client.
 */
export const SubscriptionStatusSchema = z.enum(['active', 'canceled', 'past_due']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

export const SubscriptionStateSchema = z.object({
  plan: PlanSchema,
  billingPeriod: BillingPeriodSchema,
  additionalLicenses: z.number().int().nonnegative(),
  price: z.number().nonnegative(),
  status: SubscriptionStatusSchema,
});
export type SubscriptionState = z.infer<typeof SubscriptionStateSchema>;

export const SubscriptionResponseSchema = z.object({ data: SubscriptionStateSchema });
export type SubscriptionResponse = z.infer<typeof SubscriptionResponseSchema>;

export const PlansResponseSchema = z.object({ data: z.array(PlanSchema) });
export type PlansResponse = z.infer<typeof PlansResponseSchema>;

/** POST /api/designSession/post answers with the session's id so later posts refresh the same one. */
export const DesignSessionPostResponseSchema = z.object({ data: z.object({ id: z.string() }) });
export type DesignSessionPostResponse = z.infer<typeof DesignSessionPostResponseSchema>;

/** GET /api/subscription: the caller's own subscription, or null (then the free plan applies). */
export const CurrentSubscriptionResponseSchema = z.object({ data: SubscriptionStateSchema.nullable() });
export type CurrentSubscriptionResponse = z.infer<typeof CurrentSubscriptionResponseSchema>;

/**
 * A payment gateway's notification about a subscription (a charge failed or went through, the
 * subscription was canceled or expired), posted by the gateway itself as a form. The field names
 * are Braintree's webhook fields; the gateway's signature is checked before anything is read.
 */
export const PaymentNotificationRequestSchema = z.object({
  bt_signature: z.string().min(1).max(2_000),
  bt_payload: z.string().min(1).max(64_000),
});
export type PaymentNotificationRequest = z.infer<typeof PaymentNotificationRequestSchema>;

/** `applied` is false for notifications about something else or a subscription that is not ours. */
export const PaymentNotificationResponseSchema = z.object({ data: z.object({ applied: z.boolean() }) });
export type PaymentNotificationResponse = z.infer<typeof PaymentNotificationResponseSchema>;

/**
 * GET /api/billing/gateway: which payment gateway the purchase dialog's payment form must talk to;
 * null when the installation has none configured, and then nothing can be bought.
 */
export const PaymentGatewayResponseSchema = z.object({
  data: z.object({ id: PaymentGatewayIdSchema.nullable() }),
});
export type PaymentGatewayResponse = z.infer<typeof PaymentGatewayResponseSchema>;
