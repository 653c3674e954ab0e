import { describe, expect, it } from 'vitest';
import { saveRole } from './saveRole';

const locked = {
  owner: 'u_owner',
  editors: ['u_ed'],
  viewers: ['u_view'],
  access: 'locked',
  generalAccess: 'viewer',
} as const;

describe('saveRole', () => {
  it('gives the owner the owner role whatever the access', () => {
    expect(saveRole(locked, 'u_owner')).toBe('owner');
    expect(saveRole({ ...locked, access: 'public', generalAccess: 'editor' }, 'u_owner')).toBe('owner');
  });

  it('gives invited editors and viewers their role on a locked save', () => {
    expect(saveRole(locked, 'u_ed')).toBe('editor');
    expect(saveRole(locked, 'u_view')).toBe('viewer');
  });

  it('gives strangers and anonymous readers nothing on a locked save', () => {
    expect(saveRole(locked, 'u_stranger')).toBeNull();
    expect(saveRole(locked, null)).toBeNull();
  });

  it('lets anyone with the link view a public viewer save', () => {
    const save = { ...locked, access: 'public' } as const;
    expect(saveRole(save, 'u_stranger')).toBe('viewer');
    expect(saveRole(save, null)).toBe('viewer');
  });

  it('lets logged-in people edit a public editor save, but never anonymous readers', () => {
    const save = { ...locked, access: 'public', generalAccess: 'editor' } as const;
    expect(saveRole(save, 'u_stranger')).toBe('editor');
    expect(saveRole(save, 'u_view')).toBe('editor');
    expect(saveRole(save, null)).toBe('viewer');
  });
});
