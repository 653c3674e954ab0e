import { z } from 'zod';
import { saveDisplayName } from './saveDisplayName';

export const SAVE_SORT_OPTIONS = ['name', 'dateAdded', 'dateModified'] as const;
export const SaveSortOptionSchema = z.enum(SAVE_SORT_OPTIONS);
export type SaveSortOption = z.infer<typeof SaveSortOptionSchema>;

export const SortTypeSchema = z.enum(['asc', 'desc']);
export type SortType = z.infer<typeof SortTypeSchema>;

/**
 * The sort menu (spec 002 section 9): names read A to Z, dates newest first, each until the user
 * flips the direction.
 */
export const SAVE_SORT_MENU: Readonly<Record<SaveSortOption, { label: string; defaultType: SortType }>> = {
  name: { label: 'Name', defaultType: 'asc' },
  dateAdded: { label: 'Date added', defaultType: 'desc' },
  dateModified: { label: 'Date modified', defaultType: 'desc' },
};

export const DEFAULT_SAVE_SORT_OPTION: SaveSortOption = 'name';

/** The fields sorting reads; saves and save metadata both have them. */
export interface SortableSave {
  readonly id: string;
  readonly filename: string;
  readonly __added_time: number;
  readonly __edited_time: number;
}

// Numeric so "Kitchen 2" comes before "Kitchen 10"; base sensitivity so case and accents do not split
// names a user reads as the same. A fixed locale keeps the order identical in the api and every browser.
const nameCollator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function compareBy(option: SaveSortOption, a: SortableSave, b: SortableSave): number {
  switch (option) {
    case 'name':
      return nameCollator.compare(saveDisplayName(a.filename), saveDisplayName(b.filename));
    case 'dateAdded':
      return a.__added_time - b.__added_time;
    case 'dateModified':
      return a.__edited_time - b.__edited_time;
  }
}

/**
 * The comparator of the save browser. Names are compared as shown, so an untitled save sorts as
 * Untitled Save. Ties fall back to the id, in the same direction, so a list never reorders between
 * two refreshes.
 */
export function compareSaves(
  option: SaveSortOption,
  type: SortType = SAVE_SORT_MENU[option].defaultType,
): (a: SortableSave, b: SortableSave) => number {
  const sign = type === 'asc' ? 1 : -1;
  return (a, b) => {
    const byOption = compareBy(option, a, b);
    if (byOption !== 0) return sign * byOption;
    return sign * (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  };
}

/** A sorted copy; the input is left as it was. */
export function sortSaves<T extends SortableSave>(
  saves: readonly T[],
  option: SaveSortOption,
  type: SortType = SAVE_SORT_MENU[option].defaultType,
): T[] {
  return [...saves].sort(compareSaves(option, type));
}
