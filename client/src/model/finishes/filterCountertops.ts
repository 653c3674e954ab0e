import type { CatalogCountertop } from '@kitchensync/schemas';

/**
 * The countertops the list shows for a search and a texture category (null: all): the search
 * matches any word of the name or a category, ignoring case.
 */
export function filterCountertops(
  countertops: readonly CatalogCountertop[],
  search: string,
  category: string | null,
): CatalogCountertop[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return countertops.filter((countertop) => {
    if (category !== null && !countertop.subcategory.includes(category)) return false;
    const haystack = [countertop.name, ...countertop.subcategory].join(' ').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
