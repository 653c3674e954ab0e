import {
  ApiErrorBodySchema,
  CurrentSubscriptionResponseSchema,
  PaymentNotificationResponseSchema,
  type AuthUser,
} from '@kitchensync/schemas';
import braintree from 'braintree';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/apiClient';
import { loginAsGuest } from '../testing/loginAsGuest';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { tempDir } from '../testing/tempDir';
import { createBraintreeGateway } from './createBraintreeGateway';

const SECRET = new TextEncoder().encode('braintree-notifications-secret-0123456789');
const CREDENTIALS = { merchantId: 'merchant_ks', publicKey: 'public_ks', privateKey: 'private_ks' };
const SUBSCRIPTION_ID = 'bt_subscription_1';
const NOW = 1_700_000_000_000;

/** Braintree's own signer: the SDK makes the notifications Braintree would post, signed with the keys. */
function braintreeSigner(keys: typeof CREDENTIALS) {
  return new braintree.BraintreeGateway({ environment: braintree.Environment.Sandbox, ...keys });
}

describe('payment gateway notifications through the Braintree adapter', () => {
  let dir: ReturnType<typeof tempDir>;
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;
  let payer: { token: string; user: AuthUser };

  /** Posts a notification as Braintree does: an HTML form with bt_signature and bt_payload. */
  const post = async (form: Record<string, string>) => {
    const response = await fetch(`${api.baseUrl}/billing/notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  const notify = async (kind: braintree.WebhookNotificationKind, id = SUBSCRIPTION_ID) =>
    post({ ...(await braintreeSigner(CREDENTIALS).webhookTesting.sampleNotification(kind, id)) });

  const status = async () => {
    const reply = await call('/subscription', { token: payer.token });
    return CurrentSubscriptionResponseSchema.parse(reply.body).data?.status;
  };

  const createSave = (filename: string) =>
    call('/saves', { method: 'POST', token: payer.token, body: { filename } });

  beforeEach(async () => {
    dir = tempDir('api-braintree-notifications');
    api = await startTestApi(dir.path, SECRET, {
      paymentGateway: createBraintreeGateway({ environment: 'sandbox', ...CREDENTIALS }),
    });
    call = apiClient(api.baseUrl);
    payer = await loginAsGuest(call, 'payer@example.com');
    // Subscribing itself reaches Braintree, which this machine cannot: the record is what it would leave.
    await api.storage.subscriptions.save({
      ownerId: payer.user.id,
      planId: 'pro',
      billingPeriod: 'monthly',
      additionalLicenses: 0,
      price: 30,
      status: 'active',
      gateway: 'braintree',
      customerId: 'bt_customer_1',
      gatewaySubscriptionId: SUBSCRIPTION_ID,
      billingName: 'Payer',
      billingEmail: 'payer@example.com',
      phone: '',
      trialCodeId: null,
      createdAt: NOW,
      updatedAt: NOW,
    });
  });

  afterEach(async () => {
    await api.close();
    dir.remove();
  });

  it('a failed charge makes the subscription past due, keeping its plan; a successful one makes it active', async () => {
    const pastDue = await notify('subscription_went_past_due');
    expect(pastDue.status).toBe(200);
    expect(PaymentNotificationResponseSchema.parse(pastDue.body).data.applied).toBe(true);
    expect(await status()).toBe('past_due');
    for (let index = 0; index < 6; index += 1) expect((await createSave(`Save ${index}`)).status).toBe(201);

    await notify('subscription_charged_successfully');
    expect(await status()).toBe('active');

    await notify('subscription_charged_unsuccessfully');
    expect(await status()).toBe('past_due');
  });

  it('a cancellation or expiry ends the plan: the free plan keeps 5 saves, and later charges do not revive it', async () => {
    for (let index = 0; index < 5; index += 1) expect((await createSave(`Save ${index}`)).status).toBe(201);

    await notify('subscription_expired');

    expect(await status()).toBe('canceled');
    const refused = await createSave('One too many');
    expect(refused.status).toBe(403);
    expect(ApiErrorBodySchema.parse(refused.body).error.code).toBe('save/limit_reached');
    const late = await notify('subscription_charged_successfully');
    expect(PaymentNotificationResponseSchema.parse(late.body).data.applied).toBe(false);
    expect(await status()).toBe('canceled');
  });

  it('acknowledges, and applies nothing, for another merchant subscription or a notification about something else', async () => {
    const other = await notify('subscription_went_past_due', 'bt_someone_else');
    expect(other.status).toBe(200);
    expect(PaymentNotificationResponseSchema.parse(other.body).data.applied).toBe(false);
    const check = await notify('check');
    expect(PaymentNotificationResponseSchema.parse(check.body).data.applied).toBe(false);
    expect(await status()).toBe('active');
  });

  it('refuses a notification signed with other keys or with a changed payload, and changes nothing', async () => {
    const forged = await braintreeSigner({
      ...CREDENTIALS,
      privateKey: 'someone_elses_key',
    }).webhookTesting.sampleNotification('subscription_canceled', SUBSCRIPTION_ID);
    const genuine = await braintreeSigner(CREDENTIALS).webhookTesting.sampleNotification(
      'subscription_went_past_due',
      SUBSCRIPTION_ID,
    );
    const tampered = {
      ...genuine,
      bt_payload: Buffer.from(
        Buffer.from(genuine.bt_payload, 'base64').toString('utf8').replace('went_past_due', 'canceled'),
      ).toString('base64'),
    };

    for (const form of [forged, tampered]) {
      const reply = await post({ ...form });
      expect(reply.status).toBe(400);
      expect(ApiErrorBodySchema.parse(reply.body).error.code).toBe('billing/notification_invalid');
    }
    expect(await status()).toBe('active');
    expect(api.loggedEvents.filter((entry) => entry.event === 'payment-notification-refused')).toHaveLength(
      2,
    );
  });
});
