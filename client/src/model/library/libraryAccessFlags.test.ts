import { FolderSchema, SaveMetaSchema } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { libraryAccessFlags } from './libraryAccessFlags';

const top = FolderSchema.parse({
  id: 'folder_top',
  name: 'Team',
  path: ['folder_top'],
  owner: 'user_other',
  editors: ['user_me'],
});
const inner = FolderSchema.parse({
  id: 'folder_inner',
  name: 'Inner',
  path: ['folder_top', 'folder_inner'],
  parent: 'folder_top',
  owner: 'user_other',
});
const foldersById = new Map([top, inner].map((folder) => [folder.id, folder]));
const save = (folder_id: string | null) =>
  SaveMetaSchema.parse({ id: 'save_1', owner: 'user_other', folder_id, __added_time: 1, __edited_time: 1 });

describe('libraryAccessFlags', () => {
  it('an editor of a folder edits the folders and saves inside it, without owning them', () => {
    expect(libraryAccessFlags({ kind: 'folder', folder: inner }, foldersById, 'user_me')).toEqual({
      view: true,
      edit: true,
      own: false,
    });
    expect(
      libraryAccessFlags({ kind: 'save', save: save('folder_inner') }, foldersById, 'user_me').edit,
    ).toBe(true);
  });

  it('a save outside any shared folder grants nothing by itself', () => {
    expect(libraryAccessFlags({ kind: 'save', save: save(null) }, foldersById, 'user_me')).toEqual({
      view: false,
      edit: false,
      own: false,
    });
  });
});
