import { catalogStylePrice, type CatalogModel } from '@kitchensync/schemas';

/**
 * Whether a category carries prices at all; spec 001 section 6 hides Change prices for unpriced
 * categories. A model counts when it or any of its styles has a price above zero.
 */
export function categoryHasPrices(
  models: readonly Pick<CatalogModel, 'price' | 'purchasePrice' | 'styles'>[],
): boolean {
  return models.some(
    (model) =>
      (model.purchasePrice ?? model.price) > 0 || model.styles.some((style) => catalogStylePrice(style) > 0),
  );
}
