import { CatalogCollectionSchema } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { usableStyle } from './usableStyle';

const collections = [
  CatalogCollectionSchema.parse({ catalogStyleId: 'navy-inset', name: 'Navy', locked: true }),
  CatalogCollectionSchema.parse({ catalogStyleId: 'shaker-white', name: 'White Shaker' }),
  CatalogCollectionSchema.parse({ catalogStyleId: 'gray-flat', name: 'Gray' }),
];

describe('usableStyle', () => {
  it('keeps a style the user may use', () => {
    expect(usableStyle('gray-flat', collections)).toBe('gray-flat');
  });

  it('refuses a style that is locked for the plan or not in the catalogue', () => {
    expect(usableStyle('navy-inset', collections)).toBeNull();
    expect(usableStyle('no-such-style', collections)).toBeNull();
  });

  it('offers the first usable collection when none is wanted', () => {
    expect(usableStyle(null, collections)).toBe('shaker-white');
    expect(usableStyle(null, [])).toBeNull();
  });
});
