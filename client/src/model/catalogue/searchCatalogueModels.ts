import type { CatalogModel } from '@kitchensync/schemas';

type Searchable = Pick<CatalogModel, 'name' | 'code' | 'description' | 'searchKeywords'>;

/** Whether the search box holds anything to search for; blank text means no search is active. */
export function isSearchActive(query: string): boolean {
  return query.trim() !== '';
}

/**
 * The models a search finds: every word of the query must appear, case-insensitively, in the
 * model's name, code, description or search keywords, so "wall 30" narrows rather than widens.
 * A blank query finds everything, in the order given.
 */
export function searchCatalogueModels<M extends Searchable>(models: readonly M[], query: string): M[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...models];
  return models.filter((model) => {
    const text = [model.name, model.code, model.description, ...model.searchKeywords].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
