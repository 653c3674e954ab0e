import type { BillingPeriod, PaymentGatewayId, SubscriptionStatus } from '@kitchensync/schemas';

/** A refusal the gateway gave (a declined card, a failed verification); its reason goes to the log only. */
export type GatewayOutcome<T> = { ok: true; value: T } | { ok: false; reason: string };

export interface GatewaySubscription {
  customerId: string;
  subscriptionId: string;
}

/** What a gateway's notification says of one of its subscriptions. */
export interface GatewaySubscriptionNotice {
  subscriptionId: string;
  status: SubscriptionStatus;
}

/** A notification as the gateway posts it: its signature over its payload. */
export interface GatewayNotification {
  signature: string;
  payload: string;
}

export interface GatewayPlan {
  planId: string;
  billingPeriod: BillingPeriod;
  /** Per billing period, from `subscriptionPrice`. */
  price: number;
}

/**
 * The payment provider (DESIGN.md section 6). The client's payment form tokenises the card into a
 * nonce; the api never sees card numbers. `customerId` names the vaulted customer whose card
 * `theSameCard` reuses.
 */
export interface PaymentGateway {
  readonly id: PaymentGatewayId;
  /** A subscription for a new customer (nonce) or an existing one (its vaulted card when nonce is null). */
  subscribe(
    request: GatewayPlan & {
      customerId: string | null;
      paymentNonce: string | null;
      deviceData?: string;
      email: string;
      name: string;
    },
  ): Promise<GatewayOutcome<GatewaySubscription>>;
  /** Another plan, period or price; with a nonce the new card pays from now on. */
  changeSubscription(
    request: GatewayPlan & {
      customerId: string;
      subscriptionId: string;
      paymentNonce: string | null;
      deviceData?: string;
    },
  ): Promise<GatewayOutcome<GatewaySubscription>>;
  /** The card the subscription is charged to. */
  changeCard(request: {
    customerId: string;
    subscriptionId: string;
    paymentNonce: string;
    deviceData?: string;
  }): Promise<GatewayOutcome<null>>;
  cancel(subscriptionId: string): Promise<GatewayOutcome<null>>;
  /**
   * Checks a notification's signature and reads it: a subscription's new status, or null for a
   * notification about anything else. A refusal is a notification this gateway did not sign.
   */
  readNotification(
    notification: GatewayNotification,
  ): Promise<GatewayOutcome<GatewaySubscriptionNotice | null>>;
}
