import {
  ApiErrorBodySchema,
  CurrentSubscriptionResponseSchema,
  PLANS,
  PaymentGatewayResponseSchema,
  PlansResponseSchema,
  SubscriptionResponseSchema,
  AccountResponseSchema,
} from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/apiClient';
import { becomeDesigner, type Designer } from '../testing/becomeDesigner';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { tempDir } from '../testing/tempDir';
import { TEST_PAYMENT_NONCES } from './createTestPaymentGateway';

const SECRET = new TextEncoder().encode('billing-routes-secret-billing-routes');
const payment = { nonce: TEST_PAYMENT_NONCES.valid, deviceData: '{}' };
const subscribeTeam = {
  planId: 'team',
  payment,
  additionalLicenses: 1,
  administratorEmail: 'Billing@Example.com',
  billingPeriod: 'yearly',
  name: 'Acme Kitchens',
  gateway: 'test',
};

function errorOf(body: unknown) {
  return ApiErrorBodySchema.parse(body).error;
}

describe('billing routes', () => {
  let dir: ReturnType<typeof tempDir>;
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;
  let owner: Designer;

  const subscription = async () =>
    CurrentSubscriptionResponseSchema.parse((await call('/subscription', { token: owner.token })).body).data;

  beforeEach(async () => {
    dir = tempDir('api-billing');
    api = await startTestApi(dir.path, SECRET);
    call = apiClient(api.baseUrl);
    owner = await becomeDesigner(api, call, 'owner@example.com');
  });

  afterEach(async () => {
    await api.close();
    dir.remove();
  });

  it('lists the plans of schemas, free first', async () => {
    const reply = await call('/plans');
    expect(PlansResponseSchema.parse(reply.body).data).toEqual(PLANS);
  });

  it('names the payment gateway the payment form must use: the test gateway when chosen', async () => {
    const reply = await call('/billing/gateway');
    expect(reply.status).toBe(200);
    expect(PaymentGatewayResponseSchema.parse(reply.body).data.id).toBe('test');
  });

  it('subscribes at the price of the formula (team yearly with 1 extra license: (99 + 29) x 10 = 1280)', async () => {
    const reply = await call('/subscribe', {
      method: 'POST',
      token: owner.token,
      body: { ...subscribeTeam, price: 1 },
    });
    expect(reply.status).toBe(201);
    const { data } = SubscriptionResponseSchema.parse(reply.body);
    expect(data).toMatchObject({
      billingPeriod: 'yearly',
      additionalLicenses: 1,
      price: 1280,
      status: 'active',
    });
    expect(data.plan.id).toBe('team');
    const account = AccountResponseSchema.parse((await call('/account', { token: owner.token })).body).data;
    expect(account.plan.id).toBe('team');
    expect(account.organisation).toMatchObject({ name: 'Acme Kitchens', role: 'owner' });
    const again = await call('/subscribe', { method: 'POST', token: owner.token, body: subscribeTeam });
    expect(errorOf(again.body).code).toBe('billing/already_subscribed');
  });

  it("answers a declined card with the spec's Error Subscribing and keeps the free plan", async () => {
    const reply = await call('/subscribe', {
      method: 'POST',
      token: owner.token,
      body: { ...subscribeTeam, payment: { nonce: TEST_PAYMENT_NONCES.declined } },
    });
    expect(reply.status).toBe(402);
    expect(errorOf(reply.body)).toEqual({ code: 'billing/subscribe_failed', message: 'Error Subscribing' });
    expect(await subscription()).toBeNull();
    const account = AccountResponseSchema.parse((await call('/account', { token: owner.token })).body).data;
    expect(account.plan.id).toBe('free');
    expect(api.loggedEvents.map((event) => event.event)).toContain('payment-refused');
  });

  it("changes plan and period on the same card, and answers a declined new card with the spec's Error", async () => {
    await call('/subscribe', { method: 'POST', token: owner.token, body: subscribeTeam });
    const changed = await call('/subscribe/change/post', {
      method: 'POST',
      token: owner.token,
      body: {
        planId: 'ultimate',
        gateway: 'test',
        additionalLicenses: 0,
        billingPeriod: 'monthly',
        theSameCard: true,
      },
    });
    expect(changed.status).toBe(200);
    expect(SubscriptionResponseSchema.parse(changed.body).data).toMatchObject({
      plan: { id: 'ultimate' },
      billingPeriod: 'monthly',
      price: 199,
    });
    const declined = await call('/subscribe/change/post', {
      method: 'POST',
      token: owner.token,
      body: { planId: 'team', gateway: 'test', payment: { nonce: TEST_PAYMENT_NONCES.declined } },
    });
    expect(declined.status).toBe(402);
    expect(errorOf(declined.body)).toEqual({ code: 'billing/failed', message: 'Error' });
    expect(await subscription()).toMatchObject({ plan: { id: 'ultimate' }, price: 199 });
  });

  it('changes the card, cancels to the free plan and reactivates with a new card', async () => {
    await call('/subscribe', {
      method: 'POST',
      token: owner.token,
      body: { ...subscribeTeam, planId: 'pro', additionalLicenses: 0 },
    });
    const card = await call('/subscribe/change/card', {
      method: 'POST',
      token: owner.token,
      body: { deviceDataFromTheClient: '{}', paymentMethodNonce: TEST_PAYMENT_NONCES.declined },
    });
    expect(errorOf(card.body).code).toBe('billing/failed');
    const goodCard = await call('/subscribe/change/card', {
      method: 'POST',
      token: owner.token,
      body: { deviceDataFromTheClient: '{}', paymentMethodNonce: TEST_PAYMENT_NONCES.valid },
    });
    expect(goodCard.status).toBe(200);
    const early = await call('/subscribe/reactivate', {
      method: 'POST',
      token: owner.token,
      body: { planId: 'pro', theSameCard: true },
    });
    expect(errorOf(early.body).code).toBe('billing/not_lapsed');
    expect(
      SubscriptionResponseSchema.parse(
        (await call('/subscribe/cancel', { method: 'POST', token: owner.token })).body,
      ).data.status,
    ).toBe('canceled');
    expect(
      AccountResponseSchema.parse((await call('/account', { token: owner.token })).body).data.plan.id,
    ).toBe('free');
    const back = await call('/subscribe/reactivate', {
      method: 'POST',
      token: owner.token,
      body: {
        planId: 'starter',
        billingPeriod: 'yearly',
        paymentMethodNonce: TEST_PAYMENT_NONCES.valid,
        deviceDataFromTheClient: '{}',
      },
    });
    expect(SubscriptionResponseSchema.parse(back.body).data).toMatchObject({
      plan: { id: 'starter' },
      price: 190,
      status: 'active',
    });
  });

  it('answers bad subscription input with 4xx and stores nothing', async () => {
    const cases: [string, unknown, string][] = [
      ['/subscribe', { ...subscribeTeam, planId: 'free' }, 'billing/plan_unknown'],
      ['/subscribe', { ...subscribeTeam, planId: 'plan_missing' }, 'billing/plan_unknown'],
      ['/subscribe', { ...subscribeTeam, planId: { $gt: '' } }, 'request/invalid'],
      ['/subscribe', { ...subscribeTeam, additionalLicenses: -1 }, 'request/invalid'],
      ['/subscribe', { ...subscribeTeam, additionalLicenses: '2' }, 'request/invalid'],
      ['/subscribe', { ...subscribeTeam, planId: 'pro', additionalLicenses: 2 }, 'licenses/not_allowed'],
      ['/subscribe', { ...subscribeTeam, gateway: 'braintree' }, 'billing/gateway_unavailable'],
      ['/subscribe', { ...subscribeTeam, payment: { nonce: { $gt: '' } } }, 'request/invalid'],
      [
        '/subscribe',
        { ...subscribeTeam, payment: { nonce: 'fake-unknown-nonce' } },
        'billing/subscribe_failed',
      ],
      ['/subscribe', { planId: 'team' }, 'request/invalid'],
      [
        '/subscribe/change/post',
        { planId: 'team', gateway: 'test', theSameCard: true },
        'billing/no_subscription',
      ],
      ['/subscribe/change/card', { paymentMethodNonce: TEST_PAYMENT_NONCES.valid }, 'request/invalid'],
      ['/subscribe/reactivate', { planId: 'team' }, 'request/invalid'],
      ['/subscribe/reactivate', { planId: 'team', theSameCard: true }, 'billing/no_subscription'],
    ];
    for (const [path, body, code] of cases) {
      const reply = await call(path, { method: 'POST', token: owner.token, body });
      expect(reply.status, `${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      expect(errorOf(reply.body).code, `${path} ${JSON.stringify(body)}`).toBe(code);
    }
    const anonymous = await call('/subscribe', { method: 'POST', body: subscribeTeam });
    expect(errorOf(anonymous.body).code).toBe('auth/required');
    expect(await subscription()).toBeNull();
  });
});
