import { writeDesignField, type CartLine as StoredCartLine } from '@kitchensync/schemas';
import type * as Y from 'yjs';
import type { DesignCart } from '../../model/cart/buildCart';

/**
 * The origin of the cart's bookkeeping writes: not the person's own command origin, so undo never
 * walks back a total (the next edit's cart writes the total that follows from it).
 */
export const CART_TOTAL_ORIGIN = Symbol('cart total');

/**
 * The save file's cart lines (spec 002 section 3): the priced lines, as a dealer's order takes them.
 * A line sold by area is stored as one piece at its amount, so the stored lines add up to the total.
 */
function storedLines(cart: DesignCart): StoredCartLine[] {
  return cart.groups.flatMap((group) =>
    group.lines.flatMap((line): StoredCartLine[] => {
      if (line.unitPriceCents === null || line.amountCents === null) return [];
      const byArea = line.unit === 'area';
      return [
        {
          catalogModelId: line.catalogModelId ?? line.key,
          catalogStyleId: line.styleId,
          name: line.name,
          code: line.code,
          quantity: byArea ? 1 : line.quantity,
          unitPrice: (byArea ? line.amountCents : line.unitPriceCents) / 100,
          unit: line.unit === 'length' ? 'length' : 'piece',
        },
      ];
    }),
  );
}

/**
 * Keeps the document's `totalPrice` and `cart` equal to the price list, in one transaction that
 * undo does not record; writes nothing when they already are.
 */
export function recordCartTotal(doc: Y.Doc, cart: DesignCart): void {
  doc.transact(() => {
    writeDesignField(doc, 'totalPrice', cart.totalCents / 100);
    writeDesignField(doc, 'cart', { lines: storedLines(cart) });
  }, CART_TOTAL_ORIGIN);
}
