import { describe, expect, it } from 'vitest';
import { CredentialCacheSchema, commenterLabel } from './credentialCache';

describe('commenterLabel', () => {
  it('names a commenter by name, else by e-mail', () => {
    expect(commenterLabel({ name: 'Ann Lee', email: 'ann@x.com' })).toBe('Ann Lee');
    expect(commenterLabel({ name: '  ', email: 'ann@x.com' })).toBe('ann@x.com');
  });

  it('shows a commenter with neither name nor e-mail, or not in the cache, as Unknown', () => {
    expect(commenterLabel({ name: '', email: '' })).toBe('Unknown');
    expect(commenterLabel(undefined)).toBe('Unknown');
    const cache = CredentialCacheSchema.parse({ cred_1: { id: 'cred_1' } });
    expect(commenterLabel(cache['cred_1'])).toBe('Unknown');
  });
});
