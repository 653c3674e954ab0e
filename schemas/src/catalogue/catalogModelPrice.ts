import { DEFAULT_CATALOG_STYLE_ID } from '../document/placedModel';
import type { CatalogModel } from './catalogModel';
import { catalogStylePrice } from './catalogStyle';

/**
 * What a customer pays for a model in one style: that style's price (the account's own when it set
 * one), or for a model without styles its own price under `default`. Null when the model does not
 * come in that style.
 */
export function catalogModelPrice(
  model: Pick<CatalogModel, 'price' | 'purchasePrice' | 'styles'>,
  catalogStyleId: string = DEFAULT_CATALOG_STYLE_ID,
): number | null {
  if (model.styles.length === 0) {
    return catalogStyleId === DEFAULT_CATALOG_STYLE_ID ? catalogStylePrice(model) : null;
  }
  const style = model.styles.find((candidate) => candidate.catalogStyleId === catalogStyleId);
  return style ? catalogStylePrice(style) : null;
}
