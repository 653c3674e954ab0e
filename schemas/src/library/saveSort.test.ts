import { describe, expect, it } from 'vitest';
import { SAVE_SORT_MENU, compareSaves, sortSaves } from './saveSort';

const save = (id: string, filename: string, added: number, edited: number) => ({
  id,
  filename,
  __added_time: added,
  __edited_time: edited,
});

const kitchen10 = save('a', 'Kitchen 10', 3, 4);
const kitchen2 = save('b', 'kitchen 2', 1, 9);
const bath = save('c', 'Bath', 2, 1);
const untitled = save('d', '', 4, 2);
const saves = [kitchen10, kitchen2, bath, untitled];

describe('sortSaves', () => {
  it('sorts names ascending by default, numbers as numbers, ignoring case', () => {
    expect(sortSaves(saves, 'name').map((s) => s.id)).toEqual(['c', 'b', 'a', 'd']);
  });

  it('sorts an untitled save as Untitled Save', () => {
    const zed = save('e', 'Zed', 0, 0);
    expect(sortSaves([zed, untitled], 'name').map((s) => s.id)).toEqual(['d', 'e']);
  });

  it('sorts by date added and date modified newest first by default', () => {
    expect(SAVE_SORT_MENU.dateAdded.defaultType).toBe('desc');
    expect(sortSaves(saves, 'dateAdded').map((s) => s.id)).toEqual(['d', 'a', 'c', 'b']);
    expect(sortSaves(saves, 'dateModified').map((s) => s.id)).toEqual(['b', 'a', 'd', 'c']);
  });

  it('reverses the order when the direction is flipped', () => {
    expect(sortSaves(saves, 'name', 'desc').map((s) => s.id)).toEqual(['d', 'a', 'b', 'c']);
    expect(sortSaves(saves, 'dateAdded', 'asc').map((s) => s.id)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('breaks ties by id so the order never changes between refreshes', () => {
    const twins = [save('y', 'Same', 1, 1), save('x', 'same', 1, 1)];
    expect(sortSaves(twins, 'name').map((s) => s.id)).toEqual(['x', 'y']);
    expect(compareSaves('dateAdded')(twins[0]!, twins[1]!)).toBeLessThan(0);
  });

  it('leaves the list it was given as it was', () => {
    const copy = [...saves];
    sortSaves(saves, 'name');
    expect(saves).toEqual(copy);
  });
});
