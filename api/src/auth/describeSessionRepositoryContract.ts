import { describe, expect, it } from 'vitest';
import { freshStorageEachTest } from '../storage/freshStorageEachTest';
import type { OpenTestStorage } from '../storage/OpenTestStorage';
import type { SessionRecord } from './SessionRecord';

const NOW = 1_700_000_000_000;
const session: SessionRecord = {
  tokenHash: 'hash_1',
  userId: 'user_ann',
  createdAt: NOW,
  expiresAt: NOW + 60_000,
  revokedAt: null,
};

export function describeSessionRepositoryContract(open: OpenTestStorage): void {
  describe('sessions', () => {
    const openStorage = freshStorageEachTest(open);
    const sessions = async () => {
      const storage = await openStorage();
      await storage.users.findOrCreate({
        id: 'user_ann',
        email: 'ann@example.com',
        name: 'Ann',
        passwordHash: null,
        createdAt: NOW,
        homeHost: null,
      });
      return storage.sessions;
    };

    it('finds a session while it is neither expired nor revoked', async () => {
      const repository = await sessions();
      await repository.create(session);
      expect(await repository.findActive('hash_1', NOW + 1)).toEqual(session);
      expect(await repository.findActive('hash_1', NOW + 60_000)).toBeNull();
      expect(await repository.findActive('hash_unknown', NOW)).toBeNull();
    });

    it('stops finding a revoked session; revoking it again is harmless', async () => {
      const repository = await sessions();
      await repository.create(session);
      await repository.revoke('hash_1', NOW + 10);
      await repository.revoke('hash_1', NOW + 20);
      expect(await repository.findActive('hash_1', NOW + 30)).toBeNull();
    });

    it("lists a user's active sessions oldest first and ends all but the one kept", async () => {
      const repository = await sessions();
      const later = { ...session, tokenHash: 'hash_2', createdAt: NOW + 5 };
      const expired = { ...session, tokenHash: 'hash_3', expiresAt: NOW + 1 };
      for (const record of [later, session, expired]) await repository.create(record);
      expect(await repository.listActive('user_ann', NOW + 10)).toEqual([session, later]);
      expect(await repository.listActive('user_nobody', NOW + 10)).toEqual([]);
      await repository.revokeAllOfUser('user_ann', NOW + 20, 'hash_2');
      expect(await repository.listActive('user_ann', NOW + 30)).toEqual([later]);
      await repository.revokeAllOfUser('user_ann', NOW + 40, null);
      expect(await repository.listActive('user_ann', NOW + 50)).toEqual([]);
    });
  });
}
