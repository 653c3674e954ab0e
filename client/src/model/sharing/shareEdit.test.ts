import type { Shareable } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { shareRequestFor } from './shareEdit';

const entity: Shareable = {
  owner: 'u_owner',
  editors: ['u_ed'],
  viewers: ['u_view'],
  access: 'public',
  generalAccess: 'viewer',
};
const unchanged = { access: 'public', generalAccess: 'viewer', editors: ['u_ed'], viewers: ['u_view'] };

describe('shareRequestFor', () => {
  it('sends the sharing as it is with the invitee’s trimmed e-mail and access', () => {
    expect(shareRequestFor(entity, { type: 'inviteEmail', email: ' new@x.com ', role: 'editor' })).toEqual({
      ...unchanged,
      invitee: { email: 'new@x.com', access: 'editor' },
    });
  });

  it('moves someone between the lists when their role changes, so nobody is on both', () => {
    expect(shareRequestFor(entity, { type: 'changeRole', credentialId: 'u_view', role: 'editor' })).toEqual({
      ...unchanged,
      editors: ['u_ed', 'u_view'],
      viewers: [],
    });
    expect(shareRequestFor(entity, { type: 'changeRole', credentialId: 'u_ed', role: 'viewer' })).toEqual({
      ...unchanged,
      editors: [],
      viewers: ['u_view', 'u_ed'],
    });
  });

  it('takes a removed person off both lists', () => {
    expect(shareRequestFor(entity, { type: 'remove', credentialId: 'u_ed' })).toEqual({
      ...unchanged,
      editors: [],
    });
  });

  it('changes access and general access, alone or together, and nothing else', () => {
    expect(shareRequestFor(entity, { type: 'setAccess', access: 'locked' })).toEqual({
      ...unchanged,
      access: 'locked',
    });
    expect(shareRequestFor(entity, { type: 'setGeneralAccess', generalAccess: 'editor' })).toEqual({
      ...unchanged,
      generalAccess: 'editor',
    });
    expect(
      shareRequestFor(
        { ...entity, access: 'locked' },
        { type: 'setLinkAccess', access: 'public', generalAccess: 'editor' },
      ),
    ).toEqual({ ...unchanged, generalAccess: 'editor' });
  });
});
