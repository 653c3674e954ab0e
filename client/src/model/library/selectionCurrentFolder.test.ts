import { FolderSchema, SaveMetaSchema } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { selectionCurrentFolder } from './selectionCurrentFolder';

const save = (id: string, folder_id: string | null = null) =>
  SaveMetaSchema.parse({ id, owner: 'user_me', folder_id, filename: id, __added_time: 1, __edited_time: 1 });
const lists = {
  saves: [save('save_1'), save('save_2'), save('save_3', 'folder_a')],
  folders: [FolderSchema.parse({ id: 'folder_a', name: 'A', path: ['folder_a'], owner: 'user_me' })],
};
const selection = (saves: string[], folders: string[] = []) => ({
  saves: new Set(saves),
  folders: new Set(folders),
});

describe('selectionCurrentFolder', () => {
  it('is the one folder every selected item is shown in, My Saves for loose saves', () => {
    expect(selectionCurrentFolder(selection(['save_1', 'save_2'], ['folder_a']), lists, 'user_me')).toBe(
      'root',
    );
    expect(selectionCurrentFolder(selection(['save_3']), lists, 'user_me')).toBe('folder_a');
  });

  it('is none when the selected items are in different folders', () => {
    expect(selectionCurrentFolder(selection(['save_1', 'save_3']), lists, 'user_me')).toBeNull();
  });
});
