import { describe, expect, it } from 'vitest';
import { type SharingContext, applySharingChange, applySharingChanges } from './applySharingChange';
import type { Shareable } from './shareable';

interface Save extends Shareable {
  readonly id: string;
  readonly filename: string;
}

const save: Save = {
  id: 'save_1',
  filename: 'Kitchen',
  owner: 'u_owner',
  editors: ['u_ed'],
  viewers: ['u_view'],
  access: 'locked',
  generalAccess: 'viewer',
};

const byOwner: SharingContext = { kind: 'save', actorId: 'u_owner', hasCoworkers: true, licensed: true };
const byEditor: SharingContext = { ...byOwner, actorId: 'u_ed' };
const byViewer: SharingContext = { ...byOwner, actorId: 'u_view' };

describe('applySharingChange', () => {
  it('invites a coworker as viewer or editor and keeps the other fields of the entity', () => {
    expect(
      applySharingChange(save, { type: 'invite', credentialId: 'u_new', role: 'viewer' }, byOwner),
    ).toEqual({
      ok: true,
      entity: { ...save, viewers: ['u_view', 'u_new'] },
    });
    expect(
      applySharingChange(save, { type: 'invite', credentialId: 'u_new', role: 'editor' }, byEditor),
    ).toEqual({
      ok: true,
      entity: { ...save, editors: ['u_ed', 'u_new'] },
    });
  });

  it('sets the role of someone invited again, so nobody is in both lists', () => {
    expect(
      applySharingChange(save, { type: 'invite', credentialId: 'u_view', role: 'editor' }, byOwner),
    ).toEqual({
      ok: true,
      entity: { ...save, editors: ['u_ed', 'u_view'], viewers: [] },
    });
  });

  it('changes the role of someone shared with, and refuses to change someone who is not', () => {
    expect(
      applySharingChange(save, { type: 'changeRole', credentialId: 'u_ed', role: 'viewer' }, byOwner),
    ).toEqual({
      ok: true,
      entity: { ...save, editors: [], viewers: ['u_view', 'u_ed'] },
    });
    expect(
      applySharingChange(save, { type: 'changeRole', credentialId: 'u_stranger', role: 'viewer' }, byOwner),
    ).toEqual({ ok: false, refusal: 'sharing/not_shared_with' });
  });

  it('removes someone, and changes nothing when removing someone not shared with', () => {
    expect(applySharingChange(save, { type: 'remove', credentialId: 'u_view' }, byEditor)).toEqual({
      ok: true,
      entity: { ...save, viewers: [] },
    });
    expect(applySharingChange(save, { type: 'remove', credentialId: 'u_stranger' }, byOwner)).toEqual({
      ok: true,
      entity: save,
    });
  });

  it('never changes or removes the owner, nor invites them', () => {
    for (const change of [
      { type: 'invite', credentialId: 'u_owner', role: 'viewer' },
      { type: 'changeRole', credentialId: 'u_owner', role: 'editor' },
      { type: 'remove', credentialId: 'u_owner' },
    ] as const) {
      expect(applySharingChange(save, change, byOwner)).toEqual({
        ok: false,
        refusal: 'sharing/owner_immutable',
      });
      expect(applySharingChange(save, change, byEditor)).toEqual({
        ok: false,
        refusal: 'sharing/owner_immutable',
      });
    }
  });

  it('refuses every change but their own removal to people without edit', () => {
    for (const change of [
      { type: 'invite', credentialId: 'u_new', role: 'viewer' },
      { type: 'remove', credentialId: 'u_ed' },
      { type: 'setAccess', access: 'public' },
      { type: 'setGeneralAccess', generalAccess: 'editor' },
    ] as const) {
      expect(applySharingChange(save, change, byViewer)).toEqual({ ok: false, refusal: 'sharing/forbidden' });
    }
    expect(
      applySharingChange(
        save,
        { type: 'invite', credentialId: 'u_new', role: 'viewer' },
        { ...byOwner, actorId: null },
      ),
    ).toEqual({ ok: false, refusal: 'sharing/forbidden' });
  });

  it('lets a non-owner remove their own access, even as a viewer and without coworkers', () => {
    expect(
      applySharingChange(
        save,
        { type: 'remove', credentialId: 'u_view' },
        { ...byViewer, hasCoworkers: false },
      ),
    ).toEqual({ ok: true, entity: { ...save, viewers: [] } });
  });

  it('judges edit rights through the folder ancestry', () => {
    const folder: Shareable = { ...save, owner: 'u_boss', editors: ['u_friend'], viewers: [] };
    const change = { type: 'invite', credentialId: 'u_new', role: 'viewer' } as const;
    expect(
      applySharingChange(save, change, { ...byOwner, actorId: 'u_friend', ancestors: [folder] }).ok,
    ).toBe(true);
    expect(applySharingChange(save, change, { ...byOwner, actorId: 'u_friend' })).toEqual({
      ok: false,
      refusal: 'sharing/forbidden',
    });
  });

  it('makes an entity public or locked, and sets its general access', () => {
    expect(applySharingChange(save, { type: 'setAccess', access: 'public' }, byOwner)).toEqual({
      ok: true,
      entity: { ...save, access: 'public' },
    });
    const open = { ...save, access: 'public' } as const;
    expect(applySharingChange(open, { type: 'setAccess', access: 'locked' }, byOwner)).toEqual({
      ok: true,
      entity: save,
    });
    expect(applySharingChange(save, { type: 'setGeneralAccess', generalAccess: 'editor' }, byOwner)).toEqual({
      ok: true,
      entity: { ...save, generalAccess: 'editor' },
    });
  });

  it('keeps a folder locked when the organisation has no coworkers, but lets a save go public', () => {
    const alone = { ...byOwner, hasCoworkers: false };
    expect(
      applySharingChange(save, { type: 'setAccess', access: 'public' }, { ...alone, kind: 'folder' }),
    ).toEqual({
      ok: false,
      refusal: 'sharing/forced_locked',
    });
    expect(applySharingChange(save, { type: 'setAccess', access: 'public' }, alone)).toEqual({
      ok: true,
      entity: { ...save, access: 'public' },
    });
    const open = { ...save, access: 'public' } as const;
    expect(applySharingChange(open, { type: 'setAccess', access: 'locked' }, alone)).toEqual({
      ok: true,
      entity: save,
    });
  });

  it('needs coworkers to invite and to change roles, and for a folder to set general access', () => {
    const alone = { ...byOwner, hasCoworkers: false };
    for (const change of [
      { type: 'invite', credentialId: 'u_new', role: 'viewer' },
      { type: 'changeRole', credentialId: 'u_ed', role: 'viewer' },
    ] as const) {
      expect(applySharingChange(save, change, alone)).toEqual({
        ok: false,
        refusal: 'sharing/needs_coworkers',
      });
    }
    const generalEditor = { type: 'setGeneralAccess', generalAccess: 'editor' } as const;
    expect(applySharingChange(save, generalEditor, { ...alone, kind: 'folder' })).toEqual({
      ok: false,
      refusal: 'sharing/needs_coworkers',
    });
    expect(applySharingChange(save, generalEditor, alone).ok).toBe(true);
    expect(applySharingChange(save, { type: 'remove', credentialId: 'u_ed' }, alone).ok).toBe(true);
  });

  it('leaves a folder unshareable without coworkers: no invite and no public link', () => {
    const folder: Shareable = {
      owner: 'u_owner',
      editors: [],
      viewers: [],
      access: 'locked',
      generalAccess: 'viewer',
    };
    const alone = { ...byOwner, kind: 'folder', hasCoworkers: false } as const;
    expect(
      applySharingChange(folder, { type: 'invite', credentialId: 'u_new', role: 'viewer' }, alone).ok,
    ).toBe(false);
    expect(applySharingChange(folder, { type: 'setAccess', access: 'public' }, alone).ok).toBe(false);
  });

  it('refuses making things private without a licence when there are coworkers', () => {
    const open = { ...save, access: 'public' } as const;
    expect(
      applySharingChange(open, { type: 'setAccess', access: 'locked' }, { ...byOwner, licensed: false }),
    ).toEqual({
      ok: false,
      refusal: 'sharing/locked_needs_licence',
    });
  });

  it('accepts setting what is already set as no change, whatever the licence', () => {
    expect(
      applySharingChange(save, { type: 'setAccess', access: 'locked' }, { ...byOwner, licensed: false }),
    ).toEqual({
      ok: true,
      entity: save,
    });
  });

  it('does not modify the entity it is given', () => {
    const frozen = Object.freeze({ ...save, editors: Object.freeze([...save.editors]) });
    applySharingChange(frozen, { type: 'invite', credentialId: 'u_new', role: 'editor' }, byOwner);
    expect(frozen.editors).toEqual(['u_ed']);
  });
});

describe('applySharingChanges', () => {
  it('applies changes in order', () => {
    expect(
      applySharingChanges(
        save,
        [
          { type: 'remove', credentialId: 'u_view' },
          { type: 'invite', credentialId: 'u_new', role: 'editor' },
          { type: 'setAccess', access: 'public' },
        ],
        byOwner,
      ),
    ).toEqual({ ok: true, entity: { ...save, editors: ['u_ed', 'u_new'], viewers: [], access: 'public' } });
  });

  it('refuses the whole request at the first refused change', () => {
    expect(
      applySharingChanges(
        save,
        [
          { type: 'invite', credentialId: 'u_new', role: 'editor' },
          { type: 'remove', credentialId: 'u_owner' },
        ],
        byOwner,
      ),
    ).toEqual({ ok: false, refusal: 'sharing/owner_immutable' });
  });

  it('judges the actor on the entity as the request found it, so leaving first keeps the rest', () => {
    expect(
      applySharingChanges(
        save,
        [
          { type: 'remove', credentialId: 'u_ed' },
          { type: 'invite', credentialId: 'u_new', role: 'editor' },
        ],
        byEditor,
      ),
    ).toEqual({ ok: true, entity: { ...save, editors: ['u_new'] } });
  });
});
