import { describe, expect, it } from 'vitest';
import { isShared } from './isShared';
import type { Shareable } from './shareable';

const unshared: Shareable = {
  owner: 'u_me',
  editors: [],
  viewers: [],
  access: 'locked',
  generalAccess: 'viewer',
};

describe('isShared', () => {
  it('counts a locked entity with nobody invited as unshared', () => {
    expect(isShared(unshared)).toBe(false);
  });

  it('counts a public link, an editor or a viewer as shared', () => {
    expect(isShared({ ...unshared, access: 'public' })).toBe(true);
    expect(isShared({ ...unshared, editors: ['u_ed'] })).toBe(true);
    expect(isShared({ ...unshared, viewers: ['u_view'] })).toBe(true);
  });
});
