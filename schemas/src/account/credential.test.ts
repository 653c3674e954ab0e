import { describe, expect, it } from 'vitest';
import { CredentialSchema } from './credential';

describe('CredentialSchema', () => {
  it('gives a credential without name or e-mail empty ones, and requires its id', () => {
    expect(CredentialSchema.parse({ id: 'cred_1' })).toEqual({ id: 'cred_1', name: '', email: '' });
    expect(CredentialSchema.safeParse({ name: 'Ann' }).success).toBe(false);
  });
});
