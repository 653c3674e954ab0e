import { FREE_PLAN_ID } from '@kitchensync/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiStorage } from '../storage/ApiStorage';
import type { OpenTestStorage } from '../storage/OpenTestStorage';

export function describeAccountStandingContract(open: OpenTestStorage): void {
  describe('account standing', () => {
    let opened: { storage: ApiStorage; dispose(): Promise<void> } | undefined;
    afterEach(async () => {
      await opened?.storage.close();
      await opened?.dispose();
      opened = undefined;
    });
    const storage = async () => {
      opened = await open();
      await opened.storage.users.findOrCreate({
        id: 'user_ann',
        email: 'ann@example.com',
        name: 'Ann',
        passwordHash: null,
        createdAt: 1_700_000_000_000,
      });
      return opened.storage;
    };

    it('puts users on the free plan and not admin until granted', async () => {
      const { standing } = await storage();
      expect(await standing.planOf('user_ann')).toBe(FREE_PLAN_ID);
      expect(await standing.isAdmin('user_ann')).toBe(false);
      expect(await standing.planOf('user_missing')).toBe(FREE_PLAN_ID);
    });

    it('grants a plan and the admin flag separately, leaving the other as it was', async () => {
      const { standing, users } = await storage();
      expect(await standing.grant('user_ann', { planId: 'ultimate' })).toEqual({
        planId: 'ultimate',
        isAdmin: false,
      });
      expect(await standing.grant('user_ann', { isAdmin: true })).toEqual({
        planId: 'ultimate',
        isAdmin: true,
      });
      expect(await standing.planOf('user_ann')).toBe('ultimate');
      expect(await standing.isAdmin('user_ann')).toBe(true);
      expect((await users.findById('user_ann'))?.email).toBe('ann@example.com');
    });

    it('answers null for an unknown user and creates nobody', async () => {
      const { standing, users } = await storage();
      expect(await standing.grant('user_missing', { isAdmin: true })).toBeNull();
      expect(await users.findById('user_missing')).toBeNull();
      expect(await standing.isAdmin('user_missing')).toBe(false);
    });
  });
}
