import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AccessFlags, accessFlags } from './accessFlags';
import type { Shareable } from './shareable';

const locked: Shareable = {
  owner: 'u_owner',
  editors: ['u_ed'],
  viewers: ['u_view'],
  access: 'locked',
  generalAccess: 'viewer',
};
const bare: Shareable = {
  owner: 'u_other',
  editors: [],
  viewers: [],
  access: 'locked',
  generalAccess: 'viewer',
};

const NONE: AccessFlags = { view: false, edit: false, own: false };
const VIEW: AccessFlags = { view: true, edit: false, own: false };
const EDIT: AccessFlags = { view: true, edit: true, own: false };
const OWN: AccessFlags = { view: true, edit: true, own: true };

describe('accessFlags on one entity', () => {
  it('gives the owner view, edit and own whatever the access', () => {
    expect(accessFlags(locked, 'u_owner')).toEqual(OWN);
    expect(accessFlags({ ...locked, access: 'public' }, 'u_owner')).toEqual(OWN);
  });

  it('gives invited editors edit and invited viewers view on a locked entity', () => {
    expect(accessFlags(locked, 'u_ed')).toEqual(EDIT);
    expect(accessFlags(locked, 'u_view')).toEqual(VIEW);
  });

  it('gives strangers and people not logged in nothing on a locked entity', () => {
    expect(accessFlags(locked, 'u_stranger')).toEqual(NONE);
    expect(accessFlags(locked, null)).toEqual(NONE);
  });

  it('lets anyone with the link, logged in or not, view a public entity with general access viewer', () => {
    const entity = { ...locked, access: 'public' } as const;
    expect(accessFlags(entity, 'u_stranger')).toEqual(VIEW);
    expect(accessFlags(entity, null)).toEqual(VIEW);
  });

  it('lets logged-in people edit a public entity with general access editor, never anonymous ones', () => {
    const entity = { ...locked, access: 'public', generalAccess: 'editor' } as const;
    expect(accessFlags(entity, 'u_stranger')).toEqual(EDIT);
    expect(accessFlags(entity, 'u_view')).toEqual(EDIT);
    expect(accessFlags(entity, null)).toEqual(VIEW);
  });

  it('ignores general access editor while the entity is locked', () => {
    expect(accessFlags({ ...locked, generalAccess: 'editor' }, 'u_stranger')).toEqual(NONE);
  });
});

describe('accessFlags through folder ancestry', () => {
  it('lets a folder shared with a viewer grant view on the saves and subfolders inside it', () => {
    const folder = { ...bare, viewers: ['u_friend'] };
    expect(accessFlags(bare, 'u_friend', [folder])).toEqual(VIEW);
  });

  it('lets a folder shared with an editor grant edit inside it, however deep', () => {
    const top = { ...bare, editors: ['u_friend'] };
    expect(accessFlags(bare, 'u_friend', [top, bare, bare])).toEqual(EDIT);
  });

  it('takes the strongest grant along the ancestry', () => {
    const viewerHere = { ...bare, viewers: ['u_friend'] };
    const editorAbove = { ...bare, editors: ['u_friend'] };
    expect(accessFlags(viewerHere, 'u_friend', [editorAbove])).toEqual(EDIT);
    expect(accessFlags({ ...bare, editors: ['u_friend'] }, 'u_friend', [viewerHere])).toEqual(EDIT);
  });

  it('keeps nothing more private than its folder: a public folder opens a locked save inside it', () => {
    const publicFolder = { ...bare, access: 'public' } as const;
    expect(accessFlags(bare, null, [publicFolder])).toEqual(VIEW);
    expect(accessFlags(bare, 'u_stranger', [{ ...publicFolder, generalAccess: 'editor' }])).toEqual(EDIT);
    expect(accessFlags(bare, null, [{ ...publicFolder, generalAccess: 'editor' }])).toEqual(VIEW);
  });

  it('gives the owner of an ancestor folder edit, not own, on what others own inside it', () => {
    const myFolder = { ...bare, owner: 'u_me' };
    expect(accessFlags(bare, 'u_me', [myFolder])).toEqual(EDIT);
  });

  it('does not let an unrelated folder grant anything', () => {
    expect(accessFlags(bare, 'u_friend', [bare, { ...bare, viewers: ['u_someone'] }])).toEqual(NONE);
  });

  it('keeps own implying edit and edit implying view, whatever the order of the ancestors', () => {
    const ids = fc.constantFrom('u_a', 'u_b', 'u_c');
    const shareable = fc.record({
      owner: ids,
      editors: fc.array(ids, { maxLength: 2 }),
      viewers: fc.array(ids, { maxLength: 2 }),
      access: fc.constantFrom('locked' as const, 'public' as const),
      generalAccess: fc.constantFrom('viewer' as const, 'editor' as const),
    });
    fc.assert(
      fc.property(
        shareable,
        fc.array(shareable, { maxLength: 4 }),
        fc.option(ids),
        (entity, ancestors, credentialId) => {
          const flags = accessFlags(entity, credentialId, ancestors);
          const reversed = accessFlags(entity, credentialId, [...ancestors].reverse());
          expect(reversed).toEqual(flags);
          expect(!flags.own || flags.edit).toBe(true);
          expect(!flags.edit || flags.view).toBe(true);
          expect(flags.own).toBe(credentialId === entity.owner);
          if (credentialId === null) expect(flags.edit).toBe(false);
        },
      ),
    );
  });
});
