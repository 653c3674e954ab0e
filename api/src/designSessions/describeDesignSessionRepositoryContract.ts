import { DesignSessionSchema } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { freshStorageEachTest } from '../storage/freshStorageEachTest';
import type { OpenTestStorage } from '../storage/OpenTestStorage';

const session = DesignSessionSchema.parse({
  id: 'ds_1',
  __started_time: 1_700_000_000_000,
  __refreshed_time: 1_700_000_060_000,
  user: 'user_ann',
  wallsAdded: 4,
  checkpoints: [{ label: 'Changed flooring', time: 1_700_000_030_000 }],
  historyActions: ['flooringChange'],
});

export function describeDesignSessionRepositoryContract(open: OpenTestStorage): void {
  describe('design sessions', () => {
    const openStorage = freshStorageEachTest(open);
    const sessions = async () => {
      const storage = await openStorage();
      return storage.designSessions;
    };

    it('stores a session and reads it back as written', async () => {
      const repository = await sessions();
      expect(await repository.put({ session, userId: 'user_ann', autosave: true })).toBe('stored');
      expect(await repository.findById('ds_1')).toEqual({ session, userId: 'user_ann', autosave: true });
      expect(await repository.findById('ds_missing')).toBeNull();
    });

    it("replaces the owner's session on a later put", async () => {
      const repository = await sessions();
      await repository.put({ session, userId: 'user_ann', autosave: true });
      const later = { ...session, wallsAdded: 9, __refreshed_time: 1_700_000_120_000 };
      expect(await repository.put({ session: later, userId: 'user_ann', autosave: false })).toBe('stored');
      expect(await repository.findById('ds_1')).toEqual({
        session: later,
        userId: 'user_ann',
        autosave: false,
      });
    });

    it("refuses another user's put on the same id and keeps the session as it was", async () => {
      const repository = await sessions();
      await repository.put({ session, userId: 'user_ann', autosave: true });
      const hijack = { ...session, wallsAdded: 0, user: 'user_eve' };
      expect(await repository.put({ session: hijack, userId: 'user_eve', autosave: false })).toBe('taken');
      expect(await repository.findById('ds_1')).toEqual({ session, userId: 'user_ann', autosave: true });
    });

    it("keeps the browser's free-form userInfo as sent, keys with $ and dots included", async () => {
      const repository = await sessions();
      const odd = { ...session, userInfo: { $where: 'x', 'screen.width': 1920, nested: { $gt: '' } } };
      expect(await repository.put({ session: odd, userId: 'user_ann', autosave: true })).toBe('stored');
      expect((await repository.findById('ds_1'))?.session.userInfo).toEqual(odd.userInfo);
    });
  });
}
