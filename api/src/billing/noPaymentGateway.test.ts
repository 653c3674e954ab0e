import {
  AccountResponseSchema,
  ApiErrorBodySchema,
  CurrentSubscriptionResponseSchema,
  PaymentGatewayResponseSchema,
} from '@kitchensync/schemas';
import express from 'express';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../createApi';
import { openSqliteApiStorage } from '../storage/openSqliteApiStorage';
import { apiClient } from '../testing/apiClient';
import { becomeDesigner, type Designer } from '../testing/becomeDesigner';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { tempDir } from '../testing/tempDir';
import { TEST_PAYMENT_NONCES } from './createTestPaymentGateway';

const SECRET = new TextEncoder().encode('no-gateway-secret-no-gateway-secret');
const payment = { nonce: TEST_PAYMENT_NONCES.valid, deviceData: '{}' };
const plan = { planId: 'ultimate', additionalLicenses: 0, billingPeriod: 'monthly', trialCodeId: null };

/** Every call that would charge or change a subscription, with a body the test gateway approves. */
const PURCHASE_CALLS: readonly { path: string; body: object }[] = [
  {
    path: '/subscribe',
    body: { ...plan, payment, administratorEmail: 'a@example.com', name: 'A', phone: '', gateway: 'test' },
  },
  { path: '/subscribe/change/post', body: { ...plan, payment, gateway: 'test', theSameCard: false } },
  {
    path: '/subscribe/change/card',
    body: { paymentMethodNonce: TEST_PAYMENT_NONCES.valid, deviceDataFromTheClient: '{}' },
  },
  {
    path: '/subscribe/reactivate',
    body: { ...plan, paymentMethodNonce: TEST_PAYMENT_NONCES.valid, theSameCard: false },
  },
  { path: '/subscribe/cancel', body: {} },
];

describe('an installation without a payment gateway', () => {
  let dir: ReturnType<typeof tempDir>;
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;
  let buyer: Designer;

  beforeEach(async () => {
    dir = tempDir('api-no-gateway');
    api = await startTestApi(dir.path, SECRET, { paymentGateway: null });
    call = apiClient(api.baseUrl);
    buyer = await becomeDesigner(api, call, 'buyer@example.com');
  });

  afterEach(async () => {
    await api.close();
    dir.remove();
  });

  it('names no gateway', async () => {
    const reply = await call('/billing/gateway');
    expect(reply.status).toBe(200);
    expect(PaymentGatewayResponseSchema.parse(reply.body).data.id).toBeNull();
  });

  it("answers every purchase call 503 billing/not_configured, even with the test gateway's approving nonce, and grants nothing", async () => {
    for (const { path, body } of PURCHASE_CALLS) {
      const reply = await call(path, { method: 'POST', token: buyer.token, body });
      expect({ path, status: reply.status }).toEqual({ path, status: 503 });
      expect(ApiErrorBodySchema.parse(reply.body).error).toEqual({
        code: 'billing/not_configured',
        message: 'Payments are not set up on this installation.',
      });
    }
    const subscription = await call('/subscription', { token: buyer.token });
    expect(CurrentSubscriptionResponseSchema.parse(subscription.body).data).toBeNull();
    const account = AccountResponseSchema.parse((await call('/account', { token: buyer.token })).body).data;
    expect(account.plan.id).toBe('free');
  });

  it('is what createApi gives when no gateway is passed', async () => {
    const defaultDir = tempDir('api-default-gateway');
    const storage = openSqliteApiStorage(defaultDir.path);
    const bare = createApi({
      storage,
      ticketSecret: SECRET,
      mailer: { send: async () => {} },
      log: () => {},
    });
    const app = express();
    app.use('/api', bare.router);
    const server = createServer(app);
    try {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const reply = await apiClient(`http://127.0.0.1:${port}/api`)('/billing/gateway');
      expect(PaymentGatewayResponseSchema.parse(reply.body).data.id).toBeNull();
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await bare.close();
      defaultDir.remove();
    }
  });
});
