import {
  DEFAULT_CATALOG_STYLE_ID,
  catalogModelPrice,
  parseCatalogPrice,
  type CatalogModel,
} from '@kitchensync/schemas';

/** One price a bulk edit may change: a model in one style (`default` for models without styles). */
export interface PriceEditTarget {
  catalogModelId: string;
  styleId: string;
  current: number;
}

/** One `updatePrice` to send. */
export interface PriceChange {
  modelId: string;
  styleId: string;
  newPrice: number;
}

/**
 * Bulk price editing (spec 001 sections 4 and 5): each model shown is edited in the chosen
 * collection's style, or under `default` when it has no styles. Only fields the admin changed are
 * sent; a changed field that is not a price (a number, finite, not negative, in cents) is not sent
 * and counts as a failure.
 */
export const bulkPriceEdits = {
  target(model: CatalogModel, collectionId: string | null): PriceEditTarget | null {
    const styleId = model.styles.length === 0 ? DEFAULT_CATALOG_STYLE_ID : collectionId;
    if (styleId === null) return null;
    const current = catalogModelPrice(model, styleId);
    return current === null ? null : { catalogModelId: model.catalogModelId, styleId, current };
  },

  /** The text a price field starts with: two decimals, as prices are kept in cents. */
  text(price: number): string {
    return price.toFixed(2);
  },

  collect(
    targets: readonly PriceEditTarget[],
    drafts: ReadonlyMap<string, string>,
  ): { changes: PriceChange[]; invalid: number } {
    const changes: PriceChange[] = [];
    let invalid = 0;
    for (const target of targets) {
      const draft = drafts.get(target.catalogModelId);
      if (draft === undefined || draft.trim() === bulkPriceEdits.text(target.current)) continue;
      const price = parseCatalogPrice(draft);
      if (price === null) invalid += 1;
      else if (price !== target.current)
        changes.push({ modelId: target.catalogModelId, styleId: target.styleId, newPrice: price });
    }
    return { changes, invalid };
  },
};
