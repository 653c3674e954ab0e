import { afterEach, describe, expect, it } from 'vitest';
import type { ApiStorage } from '../storage/ApiStorage';
import type { OpenTestStorage } from '../storage/OpenTestStorage';

export function describeAdminRepositoryContract(open: OpenTestStorage): void {
  describe('admins', () => {
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
