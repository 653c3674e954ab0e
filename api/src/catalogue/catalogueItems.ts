import type { CatalogueContents } from './CatalogueContents';

export type CatalogueItemKind = 'collection' | 'model' | 'texture' | 'countertop' | 'handle' | 'opening';

/**
 * One catalogue entry as the stores keep it: the entry itself plus the fields they filter and sort
 * on, copied out so neither store has to look inside the entry.
 */
export interface CatalogueItem {
  kind: CatalogueItemKind;
  id: string;
  position: number;
  type: string | null;
  subcategory: string | null;
  category: string | null;
  value: unknown;
}

/** Every entry of `contents`, positioned in its part's order. */
export function catalogueItems(contents: CatalogueContents): CatalogueItem[] {
  const item = (
    kind: CatalogueItemKind,
    id: string,
    position: number,
    value: unknown,
    columns: { type?: string; subcategory?: string; category?: string } = {},
  ): CatalogueItem => ({
    kind,
    id,
    position,
    type: columns.type ?? null,
    subcategory: columns.subcategory ?? null,
    category: columns.category ?? null,
    value,
  });
  return [
    ...contents.collections.map((entry, index) => item('collection', entry.catalogStyleId, index, entry)),
    ...contents.models.map((entry, index) =>
      item('model', entry.catalogModelId, index, entry, { type: entry.type, subcategory: entry.subcategory }),
    ),
    ...contents.textures.map((entry, index) =>
      item('texture', entry.id, index, entry, { category: entry.category }),
    ),
    ...contents.countertops.map((entry, index) => item('countertop', entry.id, index, entry)),
    ...contents.handles.map((entry, index) => item('handle', entry.id, index, entry)),
    ...contents.openings.map((entry, index) => item('opening', entry.id, index, entry)),
  ];
}
