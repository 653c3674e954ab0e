import { FolderSchema, SaveMetaSchema } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { EMPTY_LIBRARY_SELECTION } from './librarySelection';
import { savesFolderTree } from './savesFolderTree';
import { toggleLibrarySelection } from './toggleLibrarySelection';

const save = (id: string, folder_id: string | null = null) =>
  SaveMetaSchema.parse({ id, owner: 'user_me', folder_id, filename: id, __added_time: 1, __edited_time: 1 });
const folder = (id: string, path: string[]) =>
  FolderSchema.parse({ id, name: id, path, parent: path.at(-2) ?? null, owner: 'user_me' });

const tree = savesFolderTree(
  [save('save_loose'), save('save_a', 'folder_a'), save('save_b', 'folder_b')],
  [
    folder('folder_a', ['folder_a']),
    folder('folder_b', ['folder_a', 'folder_b']),
    folder('folder_c', ['folder_c']),
  ],
  'user_me',
);
const sorted = (selection: { saves: ReadonlySet<string>; folders: ReadonlySet<string> }) => ({
  saves: [...selection.saves].sort(),
  folders: [...selection.folders].sort(),
});

describe('toggleLibrarySelection', () => {
  it('toggling a folder selects its content at every depth', () => {
    const selected = toggleLibrarySelection(
      EMPTY_LIBRARY_SELECTION,
      { kind: 'folder', id: 'folder_a' },
      tree,
    );
    expect(sorted(selected)).toEqual({ saves: ['save_a', 'save_b'], folders: ['folder_a', 'folder_b'] });
  });

  it('toggling a selected folder again clears it and its content, and leaves the rest selected', () => {
    let selection = toggleLibrarySelection(EMPTY_LIBRARY_SELECTION, { kind: 'save', id: 'save_loose' }, tree);
    selection = toggleLibrarySelection(selection, { kind: 'folder', id: 'folder_a' }, tree);
    selection = toggleLibrarySelection(selection, { kind: 'folder', id: 'folder_a' }, tree);
    expect(sorted(selection)).toEqual({ saves: ['save_loose'], folders: [] });
  });

  it('toggles a save on its own without touching the given selection', () => {
    const once = toggleLibrarySelection(EMPTY_LIBRARY_SELECTION, { kind: 'save', id: 'save_b' }, tree);
    expect(sorted(once)).toEqual({ saves: ['save_b'], folders: [] });
    expect(sorted(toggleLibrarySelection(once, { kind: 'save', id: 'save_b' }, tree))).toEqual({
      saves: [],
      folders: [],
    });
    expect(EMPTY_LIBRARY_SELECTION.saves.size).toBe(0);
  });
});
