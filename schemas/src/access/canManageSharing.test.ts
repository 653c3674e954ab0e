import { describe, expect, it } from 'vitest';
import { canManageSharing } from './canManageSharing';

describe('canManageSharing', () => {
  it('lets owners and editors manage sharing, and not viewers', () => {
    expect(canManageSharing({ view: true, edit: true, own: true })).toBe(true);
    expect(canManageSharing({ view: true, edit: true, own: false })).toBe(true);
    expect(canManageSharing({ view: true, edit: false, own: false })).toBe(false);
    expect(canManageSharing({ view: false, edit: false, own: false })).toBe(false);
  });
});
