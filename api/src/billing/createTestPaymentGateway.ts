import { randomUUID } from 'node:crypto';
import type { GatewayOutcome, PaymentGateway } from './PaymentGateway';

/**
 * Nonces the test gateway understands, named like Braintree's sandbox ones so a client built for
 * either works against both: a valid card, and one the processor declines.
 */
export const TEST_PAYMENT_NONCES = {
  valid: 'fake-valid-nonce',
  declined: 'fake-processor-declined-visa-nonce',
} as const;

const CUSTOMER_PREFIX = 'test_customer_';

function id(prefix: string): string {
  return `${prefix}${randomUUID().replace(/-/g, '')}`;
}

function cardOutcome(nonce: string): GatewayOutcome<null> {
  if (nonce === TEST_PAYMENT_NONCES.valid) return { ok: true, value: null };
  if (nonce === TEST_PAYMENT_NONCES.declined) return { ok: false, reason: 'Do Not Honor (2000)' };
  return { ok: false, reason: `Unknown payment method nonce ${JSON.stringify(nonce.slice(0, 60))}` };
}

function vaulted(customerId: string): GatewayOutcome<null> {
  return customerId.startsWith(CUSTOMER_PREFIX)
    ? { ok: true, value: null }
    : { ok: false, reason: `Customer ${customerId} is not a test customer` };
}

/**
 * The default gateway: charges nothing and approves or declines by nonce (see TEST_PAYMENT_NONCES),
 * so the product and its tests run with no payment provider. Customers and subscriptions are just
 * ids; a `test_customer_` id stands for a vaulted card.
 */
export function createTestPaymentGateway(): PaymentGateway {
  return {
    id: 'test',
    async subscribe(request) {
      const card =
        request.paymentNonce === null ? vaulted(request.customerId ?? '') : cardOutcome(request.paymentNonce);
      if (!card.ok) return card;
      return {
        ok: true,
        value: {
          customerId: request.customerId ?? id(CUSTOMER_PREFIX),
          subscriptionId: id('test_subscription_'),
        },
      };
    },
    async changeSubscription(request) {
      const card =
        request.paymentNonce === null ? vaulted(request.customerId) : cardOutcome(request.paymentNonce);
      if (!card.ok) return card;
      return { ok: true, value: { customerId: request.customerId, subscriptionId: request.subscriptionId } };
    },
    async changeCard(request) {
      const customer = vaulted(request.customerId);
      return customer.ok ? cardOutcome(request.paymentNonce) : customer;
    },
    async cancel() {
      return { ok: true, value: null };
    },
    // Charges happen only in the calls above, so nothing ever changes behind the api's back.
    async readNotification() {
      return { ok: false, reason: 'The test gateway sends no notifications' };
    },
  };
}
