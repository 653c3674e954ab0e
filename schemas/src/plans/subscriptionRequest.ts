import { z } from 'zod';
import { EMAIL_PATTERN } from '../wire/auth';
import { BillingPeriodSchema } from './billingPeriod';

/** An adapter of the api's `PaymentGateway` port (DESIGN.md section 6): the one that tokenised the card. */
export const PaymentGatewayIdSchema = z.enum(['test', 'braintree']);
export type PaymentGatewayId = z.infer<typeof PaymentGatewayIdSchema>;

/**
 * What the payment form hands over. The spec does not show its shape; this is the payload of
 * Braintree's drop-in (`requestPaymentMethod`), which the test gateway imitates. Other fields it
 * carries (type, details) are kept.
 */
export const PaymentSchema = z.looseObject({
  nonce: z.string().min(1),
  deviceData: z.string().optional(),
});
export type Payment = z.infer<typeof PaymentSchema>;

const fields = {
  planId: z.string().min(1),
  payment: PaymentSchema,
  additionalLicenses: z.number().int().nonnegative().default(0),
  administratorEmail: z.string().trim().regex(EMAIL_PATTERN),
  billingPeriod: BillingPeriodSchema.default('monthly'),
  name: z.string().trim().min(1).max(200),
  phone: z.string().trim().max(40),
  trialCodeId: z.string().min(1).nullable(),
  gateway: PaymentGatewayIdSchema,
  theSameCard: z.boolean().default(false),
  deviceDataFromTheClient: z.string(),
  paymentMethodNonce: z.string().min(1),
};

/**
 * Every field any subscription call sends (spec 000 section 3), each optional because no field is
 * common to all four calls; the per-call schemas below say which call requires what (section 7).
 */
export const SubscriptionRequestSchema = z.object({
  planId: fields.planId.optional(),
  payment: fields.payment.optional(),
  additionalLicenses: fields.additionalLicenses,
  administratorEmail: fields.administratorEmail.optional(),
  billingPeriod: fields.billingPeriod,
  name: fields.name.optional(),
  phone: fields.phone.optional(),
  trialCodeId: fields.trialCodeId.optional(),
  gateway: fields.gateway.optional(),
  theSameCard: fields.theSameCard,
  deviceDataFromTheClient: fields.deviceDataFromTheClient.optional(),
  paymentMethodNonce: fields.paymentMethodNonce.optional(),
});
export type SubscriptionRequest = z.infer<typeof SubscriptionRequestSchema>;

/** POST /api/subscribe: a new subscription. */
export const SubscribeRequestSchema = z.object({
  planId: fields.planId,
  payment: fields.payment,
  additionalLicenses: fields.additionalLicenses,
  administratorEmail: fields.administratorEmail,
  billingPeriod: fields.billingPeriod,
  name: fields.name,
  phone: fields.phone.default(''),
  trialCodeId: fields.trialCodeId.default(null),
  gateway: fields.gateway,
});
export type SubscribeRequest = z.infer<typeof SubscribeRequestSchema>;

/** POST /api/subscribe/change/post: another plan, period or license count, on a new card or the same one. */
export const ChangeSubscriptionRequestSchema = z
  .object({
    planId: fields.planId,
    payment: fields.payment.optional(),
    gateway: fields.gateway,
    additionalLicenses: fields.additionalLicenses,
    billingPeriod: fields.billingPeriod,
    theSameCard: fields.theSameCard,
    trialCodeId: fields.trialCodeId.default(null),
  })
  .refine((request) => request.theSameCard || request.payment !== undefined, {
    path: ['payment'],
    message: 'A payment is needed unless the same card is kept.',
  });
export type ChangeSubscriptionRequest = z.infer<typeof ChangeSubscriptionRequestSchema>;

/** POST /api/subscribe/change/card: a new card only. */
export const ChangeCardRequestSchema = z.object({
  deviceDataFromTheClient: fields.deviceDataFromTheClient,
  paymentMethodNonce: fields.paymentMethodNonce,
});
export type ChangeCardRequest = z.infer<typeof ChangeCardRequestSchema>;

/** POST /api/subscribe/reactivate: a lapsed subscription again, with a new card unless theSameCard. */
export const ReactivateSubscriptionRequestSchema = z
  .object({
    planId: fields.planId,
    deviceDataFromTheClient: fields.deviceDataFromTheClient.optional(),
    paymentMethodNonce: fields.paymentMethodNonce.optional(),
    additionalLicenses: fields.additionalLicenses,
    billingPeriod: fields.billingPeriod,
    theSameCard: fields.theSameCard,
    trialCodeId: fields.trialCodeId.default(null),
  })
  .refine((request) => request.theSameCard || request.paymentMethodNonce !== undefined, {
    path: ['paymentMethodNonce'],
    message: 'A payment method is needed unless the same card is kept.',
  });
export type ReactivateSubscriptionRequest = z.infer<typeof ReactivateSubscriptionRequestSchema>;
