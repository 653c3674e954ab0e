import { FolderSchema, type FolderInput } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { folderMoveTargets } from './folderMoveTargets';
import { savesFolderTree } from './savesFolderTree';

const folder = (id: string, name: string, path: string[], extra: Partial<FolderInput> = {}) =>
  FolderSchema.parse({ id, name, path, parent: path.at(-2) ?? null, owner: 'user_me', ...extra });

const folders = [
  folder('folder_a', 'Clients', ['folder_a']),
  folder('folder_b', 'Smith', ['folder_a', 'folder_b']),
  folder('folder_c', 'Porch', ['folder_a', 'folder_b', 'folder_c']),
  folder('folder_s', 'Team', ['folder_s'], { editors: ['user_coworker'] }),
  folder('folder_v', 'Theirs', ['folder_v'], { owner: 'user_other', viewers: ['user_me'] }),
  folder('folder_e', 'Theirs to edit', ['folder_e'], { owner: 'user_other', editors: ['user_me'] }),
];
const tree = savesFolderTree([], folders, 'user_me');
const ids = (targets: { id: string }[]) => targets.map((target) => target.id);

describe('folderMoveTargets', () => {
  it('offers saves My Saves and every folder the reader can edit, shared ones included, with their depth', () => {
    expect(folderMoveTargets(tree, 'user_me', { placesFolders: false })).toEqual([
      { id: 'root', name: 'My Saves', depth: 0 },
      { id: 'folder_a', name: 'Clients', depth: 1 },
      { id: 'folder_b', name: 'Smith', depth: 2 },
      { id: 'folder_c', name: 'Porch', depth: 3 },
      { id: 'folder_s', name: 'Team', depth: 1 },
      { id: 'folder_e', name: 'Theirs to edit', depth: 1 },
    ]);
  });

  it('never offers a folder into itself or its own subtree', () => {
    expect(
      ids(folderMoveTargets(tree, 'user_me', { placesFolders: true, movedFolderIds: ['folder_b'] })),
    ).toEqual(['root', 'folder_a']);
  });

  it('never offers a shared folder to a moved folder, since shared folders take no new subfolders', () => {
    expect(
      ids(folderMoveTargets(tree, 'user_me', { placesFolders: true, movedFolderIds: ['folder_c'] })),
    ).not.toContain('folder_s');
    expect(
      ids(folderMoveTargets(tree, 'user_me', { placesFolders: true, movedFolderIds: ['folder_c'] })),
    ).not.toContain('folder_e');
  });
});
