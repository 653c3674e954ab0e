import { folderStructurePath, type Folder } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { freshStorageEachTest } from '../storage/freshStorageEachTest';
import type { OpenTestStorage } from '../storage/OpenTestStorage';

function folder(path: string[], fields: Partial<Folder> = {}): Folder {
  const id = path.at(-1)!;
  return {
    id,
    __added_time: 1_700_000_000_000,
    name: `Folder ${id}`,
    path,
    parent: path.at(-2) ?? null,
    owner: 'user_ann',
    viewers: [],
    editors: [],
    access: 'locked',
    generalAccess: 'viewer',
    structurePath: folderStructurePath(path),
    ...fields,
  };
}

const ids = (list: { id: string }[]) => list.map((item) => item.id).sort();

export function describeFolderRepositoryContract(open: OpenTestStorage): void {
  describe('folders', () => {
    const openStorage = freshStorageEachTest(open);
    const folders = async () => {
      const storage = await openStorage();
      return storage.folders;
    };

    it('stores a folder and reads it back as it was written', async () => {
      const repository = await folders();
      const kitchens = folder(['folder_a'], { editors: ['user_bob'], access: 'public' });
      await repository.create(kitchens);
      expect(await repository.findById('folder_a')).toEqual(kitchens);
      expect(await repository.findById('folder_missing')).toBeNull();
      expect(await repository.findByIds(['folder_a', 'folder_missing'])).toEqual([kitchens]);
      expect(await repository.findByIds([])).toEqual([]);
    });

    it('lists the folders a credential owns or is named on', async () => {
      const repository = await folders();
      await repository.create(folder(['folder_a']));
      await repository.create(folder(['folder_b'], { owner: 'user_cy', viewers: ['user_ann'] }));
      await repository.create(folder(['folder_c'], { owner: 'user_cy', editors: ['user_bob'] }));
      expect(ids(await repository.listByMember('user_ann'))).toEqual(['folder_a', 'folder_b']);
      expect(ids(await repository.listByMember('user_bob'))).toEqual(['folder_c']);
    });

    it('lists a subtree at any depth and nothing beside it, even where ids share a prefix', async () => {
      const repository = await folders();
      await repository.create(folder(['folder_a']));
      await repository.create(folder(['folder_a', 'folder_b']));
      await repository.create(folder(['folder_a', 'folder_b', 'folder_c']));
      await repository.create(folder(['folder_ab']));
      await repository.create(folder(['folder_ab', 'folder_d']));
      expect(ids(await repository.listSubtree('folder_a'))).toEqual(['folder_a', 'folder_b', 'folder_c']);
      expect(ids(await repository.listSubtree('folder_b'))).toEqual(['folder_b', 'folder_c']);
      expect(await repository.listSubtree('folder_missing')).toEqual([]);
    });

    it('replaces folders whole and skips ids it does not hold', async () => {
      const repository = await folders();
      await repository.create(folder(['folder_a']));
      await repository.create(folder(['folder_b']));
      const moved = folder(['folder_a', 'folder_b'], { name: 'Moved', viewers: ['user_cy'] });
      await repository.replaceAll([moved, folder(['folder_missing'])]);
      expect(await repository.findById('folder_b')).toEqual(moved);
      expect(await repository.findById('folder_missing')).toBeNull();
    });

    it('deletes the given folders only', async () => {
      const repository = await folders();
      await repository.create(folder(['folder_a']));
      await repository.create(folder(['folder_b']));
      await repository.deleteMany(['folder_a', 'folder_missing']);
      expect(ids(await repository.listByMember('user_ann'))).toEqual(['folder_b']);
    });
  });
}
