import { describe, expect, it } from 'vitest';
import { freshStorageEachTest } from '../storage/freshStorageEachTest';
import type { OpenTestStorage } from '../storage/OpenTestStorage';

export function describeAdminRepositoryContract(open: OpenTestStorage): void {
  describe('admins', () => {
    const openStorage = freshStorageEachTest(open);
    const storage = async () => {
      const storage = await openStorage();
      await storage.users.findOrCreate({
        id: 'user_ann',
        email: 'ann@example.com',
        name: 'Ann',
        passwordHash: null,
        createdAt: 1_700_000_000_000,
        homeHost: null,
      });
      return storage;
    };

    it('makes nobody an admin until told, unknown users included', async () => {
      const { admins } = await storage();
      expect(await admins.isAdmin('user_ann')).toBe(false);
      expect(await admins.isAdmin('user_missing')).toBe(false);
    });

    it('sets and clears the flag, leaving the account itself as it was', async () => {
      const { admins, users } = await storage();
      expect(await admins.setAdmin('user_ann', true)).toBe(true);
      expect(await admins.isAdmin('user_ann')).toBe(true);
      expect(await admins.setAdmin('user_ann', false)).toBe(true);
      expect(await admins.isAdmin('user_ann')).toBe(false);
      expect(await users.findById('user_ann')).toMatchObject({ email: 'ann@example.com', name: 'Ann' });
    });

    it('answers false for an unknown user and creates nobody', async () => {
      const { admins, users } = await storage();
      expect(await admins.setAdmin('user_missing', true)).toBe(false);
      expect(await users.findById('user_missing')).toBeNull();
      expect(await admins.isAdmin('user_missing')).toBe(false);
    });
  });
}
