import { describe, expect, it } from 'vitest';
import { canCreateSubfolder } from './canCreateSubfolder';
import type { Shareable } from './shareable';

const folder: Shareable = {
  owner: 'u_me',
  editors: [],
  viewers: [],
  access: 'locked',
  generalAccess: 'viewer',
};
const own = { view: true, edit: true, own: true };

describe('canCreateSubfolder', () => {
  it('lets someone with edit create a subfolder in an unshared folder', () => {
    expect(canCreateSubfolder({ folder, ancestors: [], flags: own })).toBe(true);
  });

  it('refuses new subfolders in a shared folder, even to its owner', () => {
    expect(
      canCreateSubfolder({ folder: { ...folder, viewers: ['u_view'] }, ancestors: [], flags: own }),
    ).toBe(false);
    expect(canCreateSubfolder({ folder: { ...folder, access: 'public' }, ancestors: [], flags: own })).toBe(
      false,
    );
  });

  it('refuses new subfolders inside a folder whose ancestor is shared, since it is shared with it', () => {
    const sharedAbove = { ...folder, editors: ['u_ed'] };
    expect(canCreateSubfolder({ folder, ancestors: [sharedAbove], flags: own })).toBe(false);
  });

  it('refuses a subfolder to someone without edit on the folder', () => {
    expect(
      canCreateSubfolder({ folder, ancestors: [], flags: { view: true, edit: false, own: false } }),
    ).toBe(false);
  });
});
