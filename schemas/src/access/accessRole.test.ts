import { describe, expect, it } from 'vitest';
import { accessRole } from './accessRole';

describe('accessRole', () => {
  it('names the strongest flag as a role, and gives null without view', () => {
    expect(accessRole({ view: true, edit: true, own: true })).toBe('owner');
    expect(accessRole({ view: true, edit: true, own: false })).toBe('editor');
    expect(accessRole({ view: true, edit: false, own: false })).toBe('viewer');
    expect(accessRole({ view: false, edit: false, own: false })).toBeNull();
  });
});
