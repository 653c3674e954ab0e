import { describe, expect, it } from 'vitest';
import { type SharingLists, sharingChangesBetween } from './sharingChangesBetween';

const before: SharingLists = {
  editors: ['u_ed'],
  viewers: ['u_view'],
  access: 'locked',
  generalAccess: 'viewer',
};

describe('sharingChangesBetween', () => {
  it('finds no change between equal states, whatever the list order', () => {
    expect(sharingChangesBetween(before, { ...before })).toEqual([]);
    const two = { ...before, viewers: ['u_a', 'u_b'] };
    expect(sharingChangesBetween(two, { ...two, viewers: ['u_b', 'u_a'] })).toEqual([]);
  });

  it('turns whole lists into removals, role changes and invites', () => {
    const after = { ...before, editors: ['u_view'], viewers: ['u_new'] };
    expect(sharingChangesBetween(before, after)).toEqual([
      { type: 'remove', credentialId: 'u_ed' },
      { type: 'changeRole', credentialId: 'u_view', role: 'editor' },
      { type: 'invite', credentialId: 'u_new', role: 'viewer' },
    ]);
  });

  it('reports access and general access changes', () => {
    expect(sharingChangesBetween(before, { ...before, access: 'public', generalAccess: 'editor' })).toEqual([
      { type: 'setAccess', access: 'public' },
      { type: 'setGeneralAccess', generalAccess: 'editor' },
    ]);
  });

  it('keeps the stronger role for someone listed as both editor and viewer', () => {
    expect(sharingChangesBetween(before, { ...before, viewers: ['u_view', 'u_ed'] })).toEqual([]);
  });
});
