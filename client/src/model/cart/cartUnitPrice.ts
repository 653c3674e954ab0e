import { catalogModelPrice, type CatalogModel, type PlacedModel } from '@kitchensync/schemas';

/**
 * What one placed model costs now (spec 001 section 7): the catalogue's price for its style as the
 * api answers it for the account (the account's own price first, then the catalogue's), so a bulk
 * price change reaches every open cart; the price stored when it was placed when the catalogue no
 * longer has it in that style. Zero is no price: such items are listed as price on request.
 */
export function cartUnitPrice(
  model: Pick<PlacedModel, 'catalogModelId' | 'catalogStyleId' | 'modelPrice'>,
  catalogue: ReadonlyMap<string, CatalogModel>,
): number | null {
  const listed = catalogue.get(model.catalogModelId);
  const price = (listed && catalogModelPrice(listed, model.catalogStyleId)) ?? model.modelPrice;
  return price > 0 ? price : null;
}
