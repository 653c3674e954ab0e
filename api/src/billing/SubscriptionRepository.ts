import type { SubscriptionRecord } from './SubscriptionRecord';

export interface SubscriptionRepository {
  findByOwner(ownerId: string): Promise<SubscriptionRecord | null>;
  /** The subscription a gateway knows by `gatewaySubscriptionId`, or null when it is none of ours. */
  findByGatewaySubscription(
    gateway: SubscriptionRecord['gateway'],
    gatewaySubscriptionId: string,
  ): Promise<SubscriptionRecord | null>;
  /** Stores the owner's subscription, replacing the one it had. */
  save(subscription: SubscriptionRecord): Promise<void>;
}
