import type { BillingPeriod, SubscriptionStatus } from '@kitchensync/schemas';
import type braintree from 'braintree';
import { loadBraintree } from './loadBraintree';
import type { GatewayOutcome, GatewaySubscriptionNotice, PaymentGateway } from './PaymentGateway';

export interface BraintreeGatewayOptions {
  environment: 'sandbox' | 'production';
  merchantId: string;
  publicKey: string;
  privateKey: string;
  /**
   * The Braintree plan (set up in its control panel) behind one of ours and a period; Braintree
   * plans have a fixed billing frequency, so monthly and yearly are two plans there. Defaults to
   * `${planId}-${billingPeriod}`.
   */
  braintreePlanId?: (planId: string, billingPeriod: BillingPeriod) => string;
}

/**
 * The subscription notifications that change what an account may use. A failed charge leaves the
 * subscription past due (its plan stays while Braintree retries); a successful one settles it.
 */
const STATUS_OF_KIND: ReadonlyMap<braintree.WebhookNotificationKind, SubscriptionStatus> = new Map([
  ['subscription_went_past_due', 'past_due'],
  ['subscription_charged_unsuccessfully', 'past_due'],
  ['subscription_charged_successfully', 'active'],
  ['subscription_went_active', 'active'],
  ['subscription_canceled', 'canceled'],
  ['subscription_expired', 'canceled'],
]);

function refused(result: { success: boolean; message: string }): { ok: false; reason: string } {
  return { ok: false, reason: result.message };
}

/**
 * The Braintree adapter of `PaymentGateway`. Prices are sent as overrides of the Braintree plan's
 * price, so `subscriptionPrice` stays the one source of a price. Webhook notifications are checked
 * and read offline by the SDK (tested with its own signed samples); the calls that reach Braintree
 * are written against the `braintree` package's types and untested here, where Braintree cannot be
 * reached.
 */
export function createBraintreeGateway(options: BraintreeGatewayOptions): PaymentGateway {
  const sdk = loadBraintree();
  const gateway = new sdk.BraintreeGateway({
    environment: options.environment === 'production' ? sdk.Environment.Production : sdk.Environment.Sandbox,
    merchantId: options.merchantId,
    publicKey: options.publicKey,
    privateKey: options.privateKey,
  });
  const planOf = options.braintreePlanId ?? ((planId, period) => `${planId}-${period}`);

  async function vaultCard(
    customerId: string,
    paymentNonce: string,
    deviceData: string | undefined,
  ): Promise<GatewayOutcome<string>> {
    const created = await gateway.paymentMethod.create({
      customerId,
      paymentMethodNonce: paymentNonce,
      deviceData,
      options: { makeDefault: true, verifyCard: true },
    });
    return created.success ? { ok: true, value: created.paymentMethod.token } : refused(created);
  }

  async function defaultCard(customerId: string): Promise<GatewayOutcome<string>> {
    const customer = await gateway.customer.find(customerId);
    const card =
      customer.paymentMethods?.find((method) => 'default' in method && method.default === true) ??
      customer.paymentMethods?.[0];
    return card
      ? { ok: true, value: card.token }
      : { ok: false, reason: `Customer ${customerId} has no card` };
  }

  return {
    id: 'braintree',
    async subscribe(request) {
      let customerId = request.customerId;
      let token: GatewayOutcome<string>;
      if (customerId === null) {
        if (request.paymentNonce === null) return { ok: false, reason: 'A new customer needs a card' };
        const created = await gateway.customer.create({
          email: request.email,
          company: request.name,
          paymentMethodNonce: request.paymentNonce,
          deviceData: request.deviceData,
        });
        if (!created.success) return refused(created);
        customerId = created.customer.id;
        const card = created.customer.paymentMethods?.[0];
        token = card ? { ok: true, value: card.token } : { ok: false, reason: 'No card was vaulted' };
      } else {
        token =
          request.paymentNonce === null
            ? await defaultCard(customerId)
            : await vaultCard(customerId, request.paymentNonce, request.deviceData);
      }
      if (!token.ok) return token;
      const subscription = await gateway.subscription.create({
        paymentMethodToken: token.value,
        planId: planOf(request.planId, request.billingPeriod),
        price: request.price.toFixed(2),
      });
      if (!subscription.success) return refused(subscription);
      return { ok: true, value: { customerId, subscriptionId: subscription.subscription.id } };
    },
    async changeSubscription(request) {
      let paymentMethodToken: string | undefined;
      if (request.paymentNonce !== null) {
        const card = await vaultCard(request.customerId, request.paymentNonce, request.deviceData);
        if (!card.ok) return card;
        paymentMethodToken = card.value;
      }
      const updated = await gateway.subscription.update(request.subscriptionId, {
        planId: planOf(request.planId, request.billingPeriod),
        price: request.price.toFixed(2),
        paymentMethodToken,
        options: { prorateCharges: true, revertSubscriptionOnProrationFailure: true },
      });
      if (!updated.success) return refused(updated);
      return { ok: true, value: { customerId: request.customerId, subscriptionId: request.subscriptionId } };
    },
    async changeCard(request) {
      const card = await vaultCard(request.customerId, request.paymentNonce, request.deviceData);
      if (!card.ok) return card;
      const updated = await gateway.subscription.update(request.subscriptionId, {
        paymentMethodToken: card.value,
      });
      return updated.success ? { ok: true, value: null } : refused(updated);
    },
    async cancel(subscriptionId) {
      const canceled = await gateway.subscription.cancel(subscriptionId);
      return canceled.success ? { ok: true, value: null } : refused(canceled);
    },
    async readNotification({ signature, payload }) {
      let notification: braintree.WebhookNotification;
      try {
        notification = await gateway.webhookNotification.parse(signature, payload);
      } catch (error) {
        return { ok: false, reason: error instanceof Error ? error.message : String(error) };
      }
      const status = STATUS_OF_KIND.get(notification.kind);
      const subscriptionId = 'subscription' in notification ? notification.subscription.id : undefined;
      const notice: GatewaySubscriptionNotice | null =
        status !== undefined && subscriptionId ? { subscriptionId, status } : null;
      return { ok: true, value: notice };
    },
  };
}
