import { describe, expect, it } from 'vitest';
import { shareDialogOptions } from './shareDialogOptions';

const editor = { view: true, edit: true, own: false };
const viewer = { view: true, edit: false, own: false };

describe('shareDialogOptions', () => {
  it('shows the access controls and the invite form only to people with edit rights', () => {
    expect(
      shareDialogOptions({ kind: 'save', flags: editor, hasCoworkers: true, licensed: true }),
    ).toMatchObject({
      accessControls: true,
      inviteForm: true,
    });
    expect(
      shareDialogOptions({ kind: 'save', flags: viewer, hasCoworkers: true, licensed: true }),
    ).toMatchObject({
      accessControls: false,
      inviteForm: false,
    });
  });

  it('shows invites and the people list only when the organisation has coworkers', () => {
    expect(
      shareDialogOptions({ kind: 'save', flags: editor, hasCoworkers: false, licensed: true }),
    ).toMatchObject({
      inviteForm: false,
      peopleList: false,
    });
    expect(
      shareDialogOptions({ kind: 'save', flags: viewer, hasCoworkers: true, licensed: true }).peopleList,
    ).toBe(true);
  });

  it('disables the private option without a licence when there are coworkers', () => {
    expect(
      shareDialogOptions({ kind: 'save', flags: editor, hasCoworkers: true, licensed: false })
        .lockedOptionDisabled,
    ).toBe(true);
    expect(
      shareDialogOptions({ kind: 'save', flags: editor, hasCoworkers: true, licensed: true })
        .lockedOptionDisabled,
    ).toBe(false);
  });

  it('forces a folder to locked when the organisation has no coworkers, licensed or not, but not a save', () => {
    for (const licensed of [true, false]) {
      expect(
        shareDialogOptions({ kind: 'folder', flags: editor, hasCoworkers: false, licensed }),
      ).toMatchObject({
        forcedAccess: 'locked',
        lockedOptionDisabled: false,
      });
      expect(
        shareDialogOptions({ kind: 'save', flags: editor, hasCoworkers: false, licensed }).forcedAccess,
      ).toBeNull();
    }
    expect(
      shareDialogOptions({ kind: 'folder', flags: editor, hasCoworkers: true, licensed: false }).forcedAccess,
    ).toBeNull();
  });
});
