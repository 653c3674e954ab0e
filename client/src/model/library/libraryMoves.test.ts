import { FolderSchema, SaveMetaSchema } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
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

describe('libraryMoves', () => {
  it('sends one move per item, saves before folders, with notLast on all but the last', () => {
    expect(libraryMoves(selection(['save_1', 'save_2'], ['folder_a']), lists, 'user_me', 'folder_t')).toEqual(
      [
        { kind: 'save', id: 'save_1', notLast: true },
        { kind: 'save', id: 'save_2', notLast: true },
        { kind: 'folder', id: 'folder_a', notLast: false },
      ],
    );
  });

  it('does not send what travels inside a selected folder', () => {
    expect(
      libraryMoves(selection(['save_inA'], ['folder_a', 'folder_b']), lists, 'user_me', 'folder_t'),
    ).toEqual([{ kind: 'folder', id: 'folder_a', notLast: false }]);
  });

  it('ignores items already in the chosen folder, and a loose save counts as in My Saves', () => {
    expect(libraryMoves(selection(['save_1']), lists, 'user_me', 'root')).toEqual([]);
    expect(libraryMoves(selection(['save_inT', 'save_1']), lists, 'user_me', 'folder_t')).toEqual([
      { kind: 'save', id: 'save_1', notLast: false },
    ]);
    expect(libraryMoves(selection([], ['folder_b']), lists, 'user_me', 'folder_a')).toEqual([]);
  });
});
