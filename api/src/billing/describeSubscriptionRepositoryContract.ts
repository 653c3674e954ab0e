import { describe, expect, it } from 'vitest';
import { freshStorageEachTest } from '../storage/freshStorageEachTest';
import type { OpenTestStorage } from '../storage/OpenTestStorage';
import type { SubscriptionRecord } from './SubscriptionRecord';

const NOW = 1_700_000_000_000;
const subscription: SubscriptionRecord = {
  ownerId: 'user_ann',
  planId: 'team',
  billingPeriod: 'yearly',
  additionalLicenses: 2,
  price: 1570,
  status: 'active',
  gateway: 'test',
  customerId: 'test_customer_1',
  gatewaySubscriptionId: 'test_subscription_1',
  billingName: 'Acme',
  billingEmail: 'billing@example.com',
  phone: '',
  trialCodeId: null,
  createdAt: NOW,
  updatedAt: NOW,
};

export function describeSubscriptionRepositoryContract(open: OpenTestStorage): void {
  describe('subscriptions', () => {
    const openStorage = freshStorageEachTest(open);
    const subscriptions = async () => {
      const storage = await openStorage();
      await storage.users.findOrCreate({
        id: 'user_ann',
        email: 'ann@example.com',
        name: 'Ann',
        passwordHash: null,
        createdAt: NOW,
        homeHost: null,
      });
      return storage.subscriptions;
    };

    it('stores one subscription per owner and replaces it on save', async () => {
      const repository = await subscriptions();
      expect(await repository.findByOwner('user_ann')).toBeNull();
      await repository.save(subscription);
      expect(await repository.findByOwner('user_ann')).toEqual(subscription);
      const canceled = { ...subscription, status: 'canceled' as const, updatedAt: NOW + 1 };
      await repository.save(canceled);
      expect(await repository.findByOwner('user_ann')).toEqual(canceled);
      expect(await repository.findByOwner('user_bob')).toBeNull();
    });

    it("finds a subscription by its gateway's id on that gateway only, and its latest version", async () => {
      const repository = await subscriptions();
      await repository.save(subscription);
      expect(await repository.findByGatewaySubscription('test', 'test_subscription_1')).toEqual(subscription);
      expect(await repository.findByGatewaySubscription('braintree', 'test_subscription_1')).toBeNull();
      expect(await repository.findByGatewaySubscription('test', 'test_subscription_2')).toBeNull();
      const renewed = { ...subscription, gatewaySubscriptionId: 'test_subscription_2', updatedAt: NOW + 1 };
      await repository.save(renewed);
      expect(await repository.findByGatewaySubscription('test', 'test_subscription_1')).toBeNull();
      expect(await repository.findByGatewaySubscription('test', 'test_subscription_2')).toEqual(renewed);
    });
  });
}
