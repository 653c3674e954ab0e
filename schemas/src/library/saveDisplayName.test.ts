import { describe, expect, it } from 'vitest';
import { saveDisplayName } from './saveDisplayName';
import { matchesSaveSearch } from './saveSearch';

describe('save names', () => {
  it('shows a save with an empty or blank filename as Untitled Save', () => {
    expect(saveDisplayName('')).toBe('Untitled Save');
    expect(saveDisplayName('   ')).toBe('Untitled Save');
    expect(saveDisplayName(undefined)).toBe('Untitled Save');
    expect(saveDisplayName(' Smith Kitchen ')).toBe('Smith Kitchen');
  });

  it('finds a save by any part of its filename, whatever the case and spacing', () => {
    const save = { filename: 'Smith  Kitchen Remodel' };
    expect(matchesSaveSearch(save, 'kitchen')).toBe(true);
    expect(matchesSaveSearch(save, ' SMITH kitchen')).toBe(true);
    expect(matchesSaveSearch(save, 'bath')).toBe(false);
  });

  it('matches every save with a blank search', () => {
    expect(matchesSaveSearch({ filename: '' }, '  ')).toBe(true);
  });
});
