import { accessRole } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { roleFlags } from './roleFlags';

describe('roleFlags', () => {
  it('is the inverse of accessRole for every role and for no access', () => {
    for (const role of ['owner', 'editor', 'viewer', null] as const) {
      expect(accessRole(roleFlags(role))).toBe(role);
    }
  });
});
