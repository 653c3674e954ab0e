import { describe, expect, it } from 'vitest';
import { SharingChangeSchema } from './sharingChange';

describe('SharingChangeSchema', () => {
  it('accepts each kind of share-dialog change', () => {
    for (const change of [
      { type: 'invite', credentialId: 'u_a', role: 'editor' },
      { type: 'changeRole', credentialId: 'u_a', role: 'viewer' },
      { type: 'remove', credentialId: 'u_a' },
      { type: 'setAccess', access: 'public' },
      { type: 'setGeneralAccess', generalAccess: 'editor' },
    ]) {
      expect(SharingChangeSchema.parse(change)).toEqual(change);
    }
  });

  it('refuses inviting anyone as owner, and a change without a credential', () => {
    expect(
      SharingChangeSchema.safeParse({ type: 'invite', credentialId: 'u_a', role: 'owner' }).success,
    ).toBe(false);
    expect(SharingChangeSchema.safeParse({ type: 'remove', credentialId: '' }).success).toBe(false);
  });
});
