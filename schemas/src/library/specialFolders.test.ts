import { describe, expect, it } from 'vitest';
import {
  ROOT_FOLDER_ID,
  SHARED_FOLDER_ID,
  SPECIAL_FOLDERS,
  browserFolderId,
  isSpecialFolderId,
} from './specialFolders';

describe('special folders', () => {
  it('has a root folder and a shared-with-me folder, and nothing else is special', () => {
    expect(SPECIAL_FOLDERS.map((folder) => folder.name)).toEqual(['My Saves', 'Shared with me']);
    expect(isSpecialFolderId(ROOT_FOLDER_ID)).toBe(true);
    expect(isSpecialFolderId(SHARED_FOLDER_ID)).toBe(true);
    expect(isSpecialFolderId('folder_1')).toBe(false);
    expect(isSpecialFolderId(null)).toBe(false);
  });

  it('shows a save in its folder when the reader can see the folder', () => {
    const visible = (id: string) => id === 'f1';
    expect(browserFolderId({ owner: 'ann', parentId: 'f1' }, 'bob', visible)).toBe('f1');
  });

  it("shows someone else's save outside a visible folder under Shared with me", () => {
    expect(browserFolderId({ owner: 'ann', parentId: 'f1' }, 'bob', () => false)).toBe(SHARED_FOLDER_ID);
    expect(browserFolderId({ owner: 'ann', parentId: null }, 'bob', () => true)).toBe(SHARED_FOLDER_ID);
  });

  it("shows the reader's own save without a visible folder at the root", () => {
    expect(browserFolderId({ owner: 'ann', parentId: null }, 'ann', () => true)).toBe(ROOT_FOLDER_ID);
    expect(browserFolderId({ owner: 'ann', parentId: 'gone' }, 'ann', () => false)).toBe(ROOT_FOLDER_ID);
  });
});
