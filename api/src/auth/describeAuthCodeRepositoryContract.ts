import { describe, expect, it } from 'vitest';
import { freshStorageEachTest } from '../storage/freshStorageEachTest';
import type { OpenTestStorage } from '../storage/OpenTestStorage';
import type { AuthCodeRecord } from './AuthCodeRecord';

const NOW = 1_700_000_000_000;
const code: AuthCodeRecord = {
  userId: 'user_ann',
  purpose: 'reset',
  codeHash: 'salt:hash',
  createdAt: NOW,
  expiresAt: NOW + 600_000,
  attempts: 0,
};

export function describeAuthCodeRepositoryContract(open: OpenTestStorage): void {
  describe('auth codes and trusted devices', () => {
    const openStorage = freshStorageEachTest(open);
    const storage = async () => {
      const storage = await openStorage();
      await storage.users.findOrCreate({
        id: 'user_ann',
        email: 'ann@example.com',
        name: 'Ann',
        passwordHash: null,
        createdAt: NOW,
        homeHost: null,
      });
      return storage;
    };

    it('keeps one code per user and purpose, a new one replacing the old', async () => {
      const { authCodes } = await storage();
      await authCodes.put(code);
      await authCodes.put({ ...code, purpose: 'login', codeHash: 'salt:login' });
      expect(await authCodes.find('user_ann', 'reset')).toEqual(code);
      await authCodes.put({ ...code, codeHash: 'salt:newer', createdAt: NOW + 5 });
      expect(await authCodes.find('user_ann', 'reset')).toEqual({
        ...code,
        codeHash: 'salt:newer',
        createdAt: NOW + 5,
      });
      expect((await authCodes.find('user_ann', 'login'))?.codeHash).toBe('salt:login');
      expect(await authCodes.find('user_bob', 'reset')).toBeNull();
    });

    it('counts wrong tries per code and forgets a removed code', async () => {
      const { authCodes } = await storage();
      await authCodes.put(code);
      expect(await authCodes.addFailedAttempt('user_ann', 'reset')).toBe(1);
      expect(await authCodes.addFailedAttempt('user_ann', 'reset')).toBe(2);
      expect(await authCodes.addFailedAttempt('user_ann', 'login')).toBe(0);
      expect((await authCodes.find('user_ann', 'reset'))?.attempts).toBe(2);
      await authCodes.remove('user_ann', 'reset');
      expect(await authCodes.find('user_ann', 'reset')).toBeNull();
    });

    it('trusts a device for one user only', async () => {
      const { trustedDevices } = await storage();
      expect(await trustedDevices.isTrusted('user_ann', 'device_1')).toBe(false);
      await trustedDevices.trust('user_ann', 'device_1', NOW);
      await trustedDevices.trust('user_ann', 'device_1', NOW + 1);
      expect(await trustedDevices.isTrusted('user_ann', 'device_1')).toBe(true);
      expect(await trustedDevices.isTrusted('user_bob', 'device_1')).toBe(false);
      expect(await trustedDevices.isTrusted('user_ann', 'device_2')).toBe(false);
    });
  });
}
