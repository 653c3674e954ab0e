import { FolderSchema, type FolderInput } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { newFolderParent } from './newFolderParent';
import { savesFolderTree } from './savesFolderTree';

const folder = (id: string, name: string, path: string[], extra: Partial<FolderInput> = {}) =>
  FolderSchema.parse({ id, name, path, parent: path.at(-2) ?? null, owner: 'user_me', ...extra });

const tree = savesFolderTree(
  [],
  [
    folder('folder_a', 'Clients', ['folder_a']),
    folder('folder_s', 'Team', ['folder_s'], { access: 'public' }),
    folder('folder_v', 'Theirs', ['folder_v'], { owner: 'user_other', viewers: ['user_me'] }),
  ],
  'user_me',
);

describe('newFolderParent', () => {
  it('creates inside the selected folder when it takes subfolders', () => {
    expect(newFolderParent(tree, 'folder_a', 'user_me').name).toBe('Clients');
  });

  it('falls back to My Saves for a shared folder, one the reader cannot edit, or Shared with me', () => {
    for (const selected of ['folder_s', 'folder_v', 'shared', 'folder_gone'])
      expect(newFolderParent(tree, selected, 'user_me').id).toBe('root');
  });
});
