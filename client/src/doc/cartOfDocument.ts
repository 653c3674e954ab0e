import { readDesign, readNodes } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import { buildCart, type CartInput, type DesignCart } from '../model/cart/buildCart';

/** Where the cart's prices come from: everything `buildCart` needs that the document does not hold. */
export type CartPrices = Omit<CartInput, 'models' | 'walls' | 'openings' | 'design'>;

/**
 * The design's price list as this replica's document holds it now: the same document gives the same
 * cart on every replica, so collaborators who have merged each other's edits see one cart.
 */
export function cartOfDocument(doc: Y.Doc, prices: CartPrices): DesignCart {
  return buildCart({
    ...prices,
    models: readNodes(doc, 'model'),
    walls: readNodes(doc, 'wall'),
    openings: readNodes(doc, 'opening'),
    design: readDesign(doc),
  });
}
