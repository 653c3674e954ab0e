import { afterEach, describe, expect, it } from 'vitest';
import type { ApiStorage } from '../storage/ApiStorage';
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
    let opened: { storage: ApiStorage; dispose(): Promise<void> } | undefined;
    afterEach(async () => {
      await opened?.storage.close();
      await opened?.dispose();
      opened = undefined;
    });
    const subscriptions = async () => {
      opened = await open();
      await opened.storage.users.findOrCreate({
        id: 'user_ann',
        email: 'ann@example.com',
        name: 'Ann',
        passwordHash: null,
        createdAt: NOW,
      });
      return opened.storage.subscriptions;
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
  });
}
