import type { Comment } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { freshStorageEachTest } from '../storage/freshStorageEachTest';
import type { OpenTestStorage } from '../storage/OpenTestStorage';

const comment = (id: string, owner: string, time: number): Comment => ({
  id,
  owner,
  content: `Comment ${id}`,
  __added_time: time,
});

export function describeCommentRepositoryContract(open: OpenTestStorage): void {
  describe('comments', () => {
    const openStorage = freshStorageEachTest(open);
    const comments = async () => {
      const storage = await openStorage();
      return storage.comments;
    };

    it("lists a save's comments oldest first and no other save's", async () => {
      const repository = await comments();
      await repository.create('save_1', comment('comment_b', 'user_bob', 20));
      await repository.create('save_1', comment('comment_a', 'user_ann', 10));
      await repository.create('save_2', comment('comment_c', 'user_ann', 15));
      expect(await repository.listBySave('save_1')).toEqual([
        comment('comment_a', 'user_ann', 10),
        comment('comment_b', 'user_bob', 20),
      ]);
      expect(await repository.listBySave('save_missing')).toEqual([]);
    });

    it("counts others' comments after the reader's last read, per save", async () => {
      const repository = await comments();
      await repository.create('save_1', comment('comment_a', 'user_ann', 10));
      await repository.create('save_1', comment('comment_b', 'user_bob', 20));
      await repository.create('save_1', comment('comment_c', 'user_bob', 30));
      await repository.create('save_2', comment('comment_d', 'user_bob', 5));
      await repository.create('save_3', comment('comment_e', 'user_bob', 5));

      expect(await repository.unreadCounts('user_ann', ['save_1', 'save_2'])).toEqual({
        save_1: 2,
        save_2: 1,
      });
      await repository.markRead('save_1', 'user_ann', 20);
      expect(await repository.unreadCounts('user_ann', ['save_1', 'save_2'])).toEqual({
        save_1: 1,
        save_2: 1,
      });
      // A late, older mark does not bring read comments back.
      await repository.markRead('save_1', 'user_ann', 0);
      await repository.markRead('save_2', 'user_ann', 5);
      expect(await repository.unreadCounts('user_ann', ['save_1', 'save_2'])).toEqual({ save_1: 1 });
      expect(await repository.unreadCounts('user_bob', ['save_1'])).toEqual({ save_1: 1 });
      expect(await repository.unreadCounts('user_ann', [])).toEqual({});
    });

    it('forgets the comments and read marks of deleted saves only', async () => {
      const repository = await comments();
      await repository.create('save_1', comment('comment_a', 'user_bob', 10));
      await repository.create('save_2', comment('comment_b', 'user_bob', 10));
      await repository.markRead('save_1', 'user_ann', 100);
      await repository.deleteBySaves(['save_1']);
      expect(await repository.listBySave('save_1')).toEqual([]);
      expect(await repository.listBySave('save_2')).toHaveLength(1);
      await repository.create('save_1', comment('comment_c', 'user_bob', 50));
      expect(await repository.unreadCounts('user_ann', ['save_1', 'save_2'])).toEqual({
        save_1: 1,
        save_2: 1,
      });
    });
  });
}
