import { catalogModelPrice, type CatalogModel } from '@kitchensync/schemas';
import type { MoldingProduct } from './buildCart';
import { moldingPieceLength } from './moldingPieceLength';

const CROWN = /\bcrown\b/i;
const TOE_KICK = /\btoe ?kick\b/i;

function productOf(model: CatalogModel | undefined): MoldingProduct | null {
  if (model === undefined) return null;
  const pieceLength = moldingPieceLength({
    description: model.description,
    name: model.name,
    width: model.dimensions?.width ?? 0,
  });
  if (pieceLength === null) return null;
  const price = catalogModelPrice(model);
  return {
    catalogModelId: model.catalogModelId,
    code: model.code,
    name: model.name,
    pieceLength,
    unitPrice: price !== null && price > 0 ? price : null,
  };
}

/**
 * The catalogue's crown molding and toe kick, the accessories that cabinets' crown and toe kick flags
 * are bought as (spec 000 section 3). The first accessory named for each, in catalogue order.
 */
export function moldingProducts(catalogue: Iterable<CatalogModel>): {
  crown: MoldingProduct | null;
  toeKick: MoldingProduct | null;
} {
  const accessories = [...catalogue].filter((model) => model.type === 'accessory');
  return {
    crown: productOf(accessories.find((model) => CROWN.test(model.name))),
    toeKick: productOf(accessories.find((model) => TOE_KICK.test(model.name))),
  };
}
