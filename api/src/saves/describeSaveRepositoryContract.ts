import { SAVE_FILE_VERSION, type SaveMeta } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { freshStorageEachTest } from '../storage/freshStorageEachTest';
import type { OpenTestStorage } from '../storage/OpenTestStorage';

const save: SaveMeta = {
  id: 'save_1',
  version: SAVE_FILE_VERSION,
  filename: 'Kitchen',
  owner: 'user_ann',
  editors: ['user_bob'],
  viewers: [],
  access: 'locked',
  generalAccess: 'viewer',
  folder_id: null,
  __added_time: 1_700_000_000_000,
  __edited_time: 1_700_000_000_000,
};

export function describeSaveRepositoryContract(open: OpenTestStorage): void {
  describe('saves', () => {
    const openStorage = freshStorageEachTest(open);
    const saves = async () => {
      const storage = await openStorage();
      return storage.saves;
    };

    it('stores a save and reads it back as it was written', async () => {
      const repository = await saves();
      await repository.create(save);
      expect(await repository.findById('save_1')).toEqual(save);
      expect(await repository.findById('save_missing')).toBeNull();
    });

    it('changes only the sharing and the edit time, and answers null for an unknown save', async () => {
      const repository = await saves();
      await repository.create(save);
      const updated = await repository.updateSharing(
        'save_1',
        { access: 'public', generalAccess: 'editor' },
        save.__edited_time + 5,
      );
      expect(updated).toEqual({
        ...save,
        access: 'public',
        generalAccess: 'editor',
        __edited_time: save.__edited_time + 5,
      });
      expect(await repository.findById('save_1')).toEqual(updated);
      expect(
        await repository.updateSharing('save_missing', { access: 'public', generalAccess: 'viewer' }, 1),
      ).toBeNull();
    });
    it('lists the saves a person joined by link, once each, until they are forgotten', async () => {
      const repository = await saves();
      await repository.create(save);
      await repository.create({ ...save, id: 'save_2' });
      await repository.addLinkMember('save_1', 'user_cat');
      await repository.addLinkMember('save_1', 'user_cat');
      await repository.addLinkMember('save_2', 'user_dan');
      await repository.addLinkMember('save_deleted', 'user_cat');
      expect(await repository.listByLinkMember('user_cat')).toEqual([save]);
      await repository.removeLinkMember('save_1', 'user_cat');
      await repository.removeLinkMember('save_1', 'user_nobody');
      expect(await repository.listByLinkMember('user_cat')).toEqual([]);
      expect((await repository.listByLinkMember('user_dan')).map((found) => found.id)).toEqual(['save_2']);
    });

    it('replaces a save whole, and answers null for an unknown save', async () => {
      const repository = await saves();
      await repository.create(save);
      const moved = {
        ...save,
        filename: 'Moved',
        folder_id: 'folder_a',
        viewers: ['user_cy'],
        __edited_time: 9,
      };
      expect(await repository.replace(moved)).toEqual(moved);
      expect(await repository.findById('save_1')).toEqual(moved);
      expect(await repository.replace({ ...save, id: 'save_missing' })).toBeNull();
      expect(await repository.findById('save_missing')).toBeNull();
    });

    it('lists the saves a credential owns or is named on, and the saves in given folders', async () => {
      const repository = await saves();
      await repository.create(save);
      await repository.create({
        ...save,
        id: 'save_2',
        owner: 'user_cy',
        editors: [],
        viewers: ['user_ann'],
      });
      await repository.create({
        ...save,
        id: 'save_3',
        owner: 'user_cy',
        editors: [],
        folder_id: 'folder_a',
      });
      await repository.create({
        ...save,
        id: 'save_4',
        owner: 'user_cy',
        editors: [],
        folder_id: 'folder_b',
      });
      const ids = (list: { id: string }[]) => list.map((item) => item.id).sort();

      expect(ids(await repository.listByMember('user_ann'))).toEqual(['save_1', 'save_2']);
      expect(ids(await repository.listByMember('user_bob'))).toEqual(['save_1']);
      expect(ids(await repository.listByMember('user_nobody'))).toEqual([]);
      expect(ids(await repository.listInFolders(['folder_a', 'folder_b', 'folder_c']))).toEqual([
        'save_3',
        'save_4',
      ]);
      expect(await repository.listInFolders([])).toEqual([]);
    });

    it('counts only the saves a credential owns, not those shared with it', async () => {
      const repository = await saves();
      await repository.create(save);
      await repository.create({ ...save, id: 'save_2' });
      await repository.create({
        ...save,
        id: 'save_3',
        owner: 'user_cy',
        editors: [],
        viewers: ['user_ann'],
      });
      expect(await repository.countOwnedBy('user_ann')).toBe(2);
      expect(await repository.countOwnedBy('user_cy')).toBe(1);
      expect(await repository.countOwnedBy('user_bob')).toBe(0);
    });

    it('deletes the given saves only', async () => {
      const repository = await saves();
      await repository.create(save);
      await repository.create({ ...save, id: 'save_2' });
      await repository.create({ ...save, id: 'save_3' });
      await repository.deleteMany(['save_1', 'save_3', 'save_missing']);
      expect(await repository.findById('save_1')).toBeNull();
      expect(await repository.findById('save_2')).toEqual({ ...save, id: 'save_2' });
      expect(await repository.findById('save_3')).toBeNull();
    });

    it('names everyone on a save together with a user, and nobody for a user on no save', async () => {
      const repository = await saves();
      await repository.create(save);
      await repository.create({
        ...save,
        id: 'save_2',
        owner: 'user_cid',
        editors: [],
        viewers: ['user_ann'],
      });
      await repository.create({
        ...save,
        id: 'save_3',
        owner: 'user_dan',
        editors: ['user_eve'],
        viewers: [],
      });
      expect((await repository.peopleSharingWith('user_ann')).sort()).toEqual([
        'user_ann',
        'user_bob',
        'user_cid',
      ]);
      expect((await repository.peopleSharingWith('user_bob')).sort()).toEqual(['user_ann', 'user_bob']);
      expect(await repository.peopleSharingWith('user_nobody')).toEqual([]);
    });
  });
}
