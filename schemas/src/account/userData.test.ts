import { describe, expect, it } from 'vitest';
import { UserDataSchema } from './userData';

describe('UserDataSchema', () => {
  it('sorts saves by name ascending, into no default folder, with no favorite appliances', () => {
    expect(UserDataSchema.parse({ credentialId: 'cred_1' })).toEqual({
      credentialId: 'cred_1',
      credentialEmail: '',
      sortOptions: 'name',
      sortType: 'asc',
      defaultFolder: null,
      defaultDwr: null,
      defaultHood: null,
      defaultMw: null,
      defaultOther: null,
      defaultRange: null,
      defaultFridge: null,
    });
  });

  it('refuses an unknown sort option or direction', () => {
    expect(UserDataSchema.safeParse({ credentialId: 'c', sortOptions: 'size' }).success).toBe(false);
    expect(UserDataSchema.safeParse({ credentialId: 'c', sortType: 'up' }).success).toBe(false);
  });
});
