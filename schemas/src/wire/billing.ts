import { z } from 'zod';
import { PlanSchema } from '../plans/plan';
import { BillingPeriodSchema } from '../plans/billingPeriod';

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
