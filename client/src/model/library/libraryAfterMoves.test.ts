import { FolderSchema, SaveMetaSchema } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { libraryAfterMoves } from './libraryAfterMoves';
import { libraryMoves } from './libraryMoves';

const save = (id: string, folder_id: string | null = null) =>
  SaveMetaSchema.parse({ id, owner: 'user_me', folder_id, filename: id, __added_time: 1, __edited_time: 1 });
const folder = (id: string, path: string[]) =>
  FolderSchema.parse({ id, name: id, path, parent: path.at(-2) ?? null, owner: 'user_me' });

const lists = {
  saves: [save('save_1'), save('save_2'), save('save_inA', 'folder_a'), save('save_inT', 'folder_t')],
  folders: [
    folder('folder_a', ['folder_a']),
    folder('folder_b', ['folder_a', 'folder_b']),
    folder('folder_t', ['folder_t']),
  ],
};
const selection = (saves: string[], folders: string[] = []) => ({
  saves: new Set(saves),
  folders: new Set(folders),
});

describe('libraryAfterMoves', () => {
  it('puts moved saves in the target and carries a moved folder with its subtree', () => {
    const moves = libraryMoves(selection(['save_1'], ['folder_a', 'folder_b']), lists, 'user_me', 'folder_t');
    const after = libraryAfterMoves(lists, moves, 'folder_t');
    expect(after.saves.find((entry) => entry.id === 'save_1')?.folder_id).toBe('folder_t');
    expect(after.saves.find((entry) => entry.id === 'save_inA')?.folder_id).toBe('folder_a');
    expect(after.folders.map((entry) => [entry.id, entry.path, entry.parent, entry.structurePath])).toEqual([
      ['folder_a', ['folder_t', 'folder_a'], 'folder_t', 'folder_t/folder_a'],
      ['folder_b', ['folder_t', 'folder_a', 'folder_b'], 'folder_a', 'folder_t/folder_a/folder_b'],
      ['folder_t', ['folder_t'], null, ''],
    ]);
  });

  it('moving into My Saves stores no folder', () => {
    const after = libraryAfterMoves(lists, [{ kind: 'save', id: 'save_inA', notLast: false }], 'root');
    expect(after.saves.find((entry) => entry.id === 'save_inA')?.folder_id).toBeNull();
  });
});
