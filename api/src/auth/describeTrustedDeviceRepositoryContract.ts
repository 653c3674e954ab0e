import { describe, expect, it } from 'vitest';
import { freshStorageEachTest } from '../storage/freshStorageEachTest';
import type { OpenTestStorage } from '../storage/OpenTestStorage';

const NOW = 1_700_000_000_000;

export function describeTrustedDeviceRepositoryContract(open: OpenTestStorage): void {
  describe('trusted devices', () => {
    const openStorage = freshStorageEachTest(open);
    const devices = async () => {
      const storage = await openStorage();
      for (const name of ['ann', 'bob']) {
        await storage.users.findOrCreate({
          id: `user_${name}`,
          email: `${name}@example.com`,
          name,
          passwordHash: null,
          createdAt: NOW,
          homeHost: null,
        });
      }
      return storage.trustedDevices;
    };

    it('trusts a browser for the account that passed a code there, and for no other account or browser', async () => {
      const repository = await devices();
      expect(await repository.isTrusted('user_ann', 'device_1')).toBe(false);

      await repository.trust('user_ann', 'device_1', NOW);

      expect(await repository.isTrusted('user_ann', 'device_1')).toBe(true);
      expect(await repository.isTrusted('user_bob', 'device_1')).toBe(false);
      expect(await repository.isTrusted('user_ann', 'device_2')).toBe(false);
    });

    it('trusting the same browser again keeps it trusted', async () => {
      const repository = await devices();
      await repository.trust('user_ann', 'device_1', NOW);
      await repository.trust('user_ann', 'device_1', NOW + 1_000);
      expect(await repository.isTrusted('user_ann', 'device_1')).toBe(true);
    });

    it('treats ids that look like query operators as plain strings', async () => {
      const repository = await devices();
      await repository.trust('user_ann', 'device_1', NOW);
      expect(await repository.isTrusted('user_ann', '{"$ne":""}')).toBe(false);
      expect(await repository.isTrusted('user_ann', 'device_1 ')).toBe(false);
    });
  });
}
