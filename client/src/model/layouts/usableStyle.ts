import type { CatalogCollection } from '@kitchensync/schemas';

/**
 * `wanted` when it names a collection the user may use (listed for them and not locked for their
 * plan), else null. With no wanted style, the first such collection: a layout always starts with
 * cabinets of some style.
 */
export function usableStyle(wanted: string | null, collections: readonly CatalogCollection[]): string | null {
  const usable = collections.filter((collection) => !collection.locked);
  if (wanted === null) return usable[0]?.catalogStyleId ?? null;
  return usable.some((collection) => collection.catalogStyleId === wanted) ? wanted : null;
}
