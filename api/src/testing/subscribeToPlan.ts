import { TEST_PAYMENT_NONCES } from '../billing/createTestPaymentGateway';
import type { apiClient } from './apiClient';

/** Subscribes the caller to a paid plan the way the purchase dialog does, paying with the test gateway's approved nonce. */
export async function subscribeToPlan(
  call: ReturnType<typeof apiClient>,
  token: string,
  planId: string,
  additionalLicenses = 0,
): Promise<void> {
  const reply = await call('/subscribe', {
    method: 'POST',
    token,
    body: {
      planId,
      additionalLicenses,
      payment: { nonce: TEST_PAYMENT_NONCES.valid },
      administratorEmail: 'billing@example.com',
      name: 'Acme Kitchens',
      gateway: 'test',
    },
  });
  if (reply.status !== 201) throw new Error(`subscribing to ${planId} answered ${reply.status}`);
}
