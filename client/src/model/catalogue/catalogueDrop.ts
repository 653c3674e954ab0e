import type { CataloguePick } from './CataloguePick';

/**
 * What a tile dragged out of the catalogue carries: the pick it places, or, when it cannot place
 * anything (a locked model, an appliance kind without a default model), the sentence that says why.
 */
export type CatalogueDragItem =
  | { readonly pick: CataloguePick; readonly refusal: null }
  | { readonly pick: null; readonly refusal: string };

/** The part of the editor a drag ends over. */
export type CatalogueDropArea = 'design' | 'sidePanel' | 'header' | 'elsewhere';

export type CatalogueDropOutcome =
  | { readonly action: 'place'; readonly pick: CataloguePick }
  | { readonly action: 'ignore'; readonly notice: string | null };

/**
 * Whether a drop places its model (spec 002 section 4): only over the design view. A drop on the
 * side toolbar or the header is ignored without a word, since letting go there is how a designer
 * changes their mind; a drop on the design that cannot place anything says why.
 */
export function catalogueDrop(item: CatalogueDragItem, area: CatalogueDropArea): CatalogueDropOutcome {
  if (area !== 'design') return { action: 'ignore', notice: null };
  if (item.pick === null) return { action: 'ignore', notice: item.refusal };
  return { action: 'place', pick: item.pick };
}
