import { describe, expect, it } from 'vitest';
import {
  ChangeCardRequestSchema,
  ChangeSubscriptionRequestSchema,
  ReactivateSubscriptionRequestSchema,
  SubscribeRequestSchema,
  SubscriptionRequestSchema,
} from './subscriptionRequest';

const payment = { nonce: 'fake-valid-nonce', deviceData: '{"device_session_id":"1"}', type: 'CreditCard' };

describe('SubscriptionRequestSchema', () => {
  it('accepts every field of the spec together', () => {
    const request = {
      planId: 'team',
      payment,
      additionalLicenses: 2,
      administratorEmail: 'admin@example.com',
      billingPeriod: 'yearly',
      name: 'Ada Designs',
      phone: '+1 555 0100',
      trialCodeId: 'trial_1',
      gateway: 'braintree',
      theSameCard: false,
      deviceDataFromTheClient: '{}',
      paymentMethodNonce: 'nonce',
    };
    expect(SubscriptionRequestSchema.parse(request)).toEqual(request);
  });

  it('defaults to monthly billing, no extra licenses and a new card', () => {
    expect(SubscriptionRequestSchema.parse({})).toEqual({
      additionalLicenses: 0,
      billingPeriod: 'monthly',
      theSameCard: false,
    });
  });

  it('refuses negative or fractional license counts and unknown billing periods', () => {
    expect(SubscriptionRequestSchema.safeParse({ additionalLicenses: -1 }).success).toBe(false);
    expect(SubscriptionRequestSchema.safeParse({ additionalLicenses: 1.5 }).success).toBe(false);
    expect(SubscriptionRequestSchema.safeParse({ billingPeriod: 'weekly' }).success).toBe(false);
  });
});

describe('SubscribeRequestSchema (POST /api/subscribe)', () => {
  const subscribe = {
    planId: 'team',
    payment,
    administratorEmail: 'admin@example.com',
    name: 'Ada Designs',
    gateway: 'test',
  };

  it('needs a plan, a payment, an administrator e-mail, a name and a gateway', () => {
    expect(SubscribeRequestSchema.parse(subscribe)).toMatchObject({
      ...subscribe,
      additionalLicenses: 0,
      billingPeriod: 'monthly',
      phone: '',
      trialCodeId: null,
    });
    for (const field of ['planId', 'payment', 'administratorEmail', 'name', 'gateway'] as const) {
      const { [field]: _omitted, ...rest } = subscribe;
      expect(SubscribeRequestSchema.safeParse(rest).success).toBe(false);
    }
  });

  it('refuses an administrator e-mail that is not an address', () => {
    expect(SubscribeRequestSchema.safeParse({ ...subscribe, administratorEmail: 'admin' }).success).toBe(
      false,
    );
  });

  it('keeps the fields of the payment form it does not know', () => {
    expect(SubscribeRequestSchema.parse(subscribe).payment).toEqual(payment);
  });
});

describe('ChangeSubscriptionRequestSchema (POST /api/subscribe/change/post)', () => {
  it('needs a payment unless the same card is kept', () => {
    const change = {
      planId: 'ultimate',
      gateway: 'braintree',
      additionalLicenses: 3,
      billingPeriod: 'yearly',
    };
    expect(ChangeSubscriptionRequestSchema.safeParse(change).success).toBe(false);
    expect(ChangeSubscriptionRequestSchema.safeParse({ ...change, payment }).success).toBe(true);
    expect(ChangeSubscriptionRequestSchema.safeParse({ ...change, theSameCard: true }).success).toBe(true);
  });
});

describe('ChangeCardRequestSchema (POST /api/subscribe/change/card)', () => {
  it('needs the device data and the payment method nonce', () => {
    const card = { deviceDataFromTheClient: '{}', paymentMethodNonce: 'nonce' };
    expect(ChangeCardRequestSchema.parse(card)).toEqual(card);
    expect(ChangeCardRequestSchema.safeParse({ deviceDataFromTheClient: '{}' }).success).toBe(false);
  });
});

describe('ReactivateSubscriptionRequestSchema (POST /api/subscribe/reactivate)', () => {
  it('needs a payment method nonce unless the same card is kept', () => {
    const reactivate = { planId: 'pro' };
    expect(ReactivateSubscriptionRequestSchema.safeParse(reactivate).success).toBe(false);
    expect(
      ReactivateSubscriptionRequestSchema.safeParse({ ...reactivate, paymentMethodNonce: 'nonce' }).success,
    ).toBe(true);
    expect(ReactivateSubscriptionRequestSchema.safeParse({ ...reactivate, theSameCard: true }).success).toBe(
      true,
    );
  });
});
