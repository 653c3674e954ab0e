import { describe, expect, it } from 'vitest';
import { ancestorsOf, folderAncestorIds } from './ancestry';
import type { Shareable } from './shareable';

const folder = (owner: string): Shareable => ({
  owner,
  editors: [],
  viewers: [],
  access: 'locked',
  generalAccess: 'viewer',
});

describe('ancestry', () => {
  it('takes a folder path, which ends in the folder own id, as its ancestors without that id', () => {
    expect(folderAncestorIds(['f_root', 'f_mid', 'f_self'])).toEqual(['f_root', 'f_mid']);
    expect(folderAncestorIds(['f_self'])).toEqual([]);
  });

  it('resolves ancestor ids to folders and skips ids that no longer resolve', () => {
    const folders = new Map([
      ['f_root', folder('u_a')],
      ['f_mid', folder('u_b')],
    ]);
    expect(ancestorsOf(['f_root', 'f_gone', 'f_mid'], (id) => folders.get(id))).toEqual([
      folder('u_a'),
      folder('u_b'),
    ]);
  });
});
