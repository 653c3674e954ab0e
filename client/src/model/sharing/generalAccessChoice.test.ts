import { describe, expect, it } from 'vitest';
import { GENERAL_ACCESS_CHOICES, generalAccessChoiceOf, sharingOfChoice } from './generalAccessChoice';

describe('generalAccessChoice', () => {
  it('reads locked whatever the general access, and public with its general access', () => {
    expect(generalAccessChoiceOf({ access: 'locked', generalAccess: 'editor' })).toBe('locked');
    expect(generalAccessChoiceOf({ access: 'public', generalAccess: 'viewer' })).toBe('public-viewer');
    expect(generalAccessChoiceOf({ access: 'public', generalAccess: 'editor' })).toBe('public-editor');
  });

  it('round-trips every choice, and locking keeps the general access it had', () => {
    for (const { choice } of GENERAL_ACCESS_CHOICES) {
      expect(generalAccessChoiceOf(sharingOfChoice(choice, 'editor'))).toBe(choice);
    }
    expect(sharingOfChoice('locked', 'editor')).toEqual({ access: 'locked', generalAccess: 'editor' });
  });
});
