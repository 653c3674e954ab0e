import type { CartGroupId } from './cartGroups';

/** How a line's quantity is counted: pieces, pieces cut from a running length, or square meters. */
export type CartQuantityUnit = 'piece' | 'length' | 'area';

/** One line of the price list, as the cart panel and the quote show it. */
export interface CartLine {
  /** Stable while the line's identity holds (same item, style, size and price), for React keys. */
  key: string;
  group: CartGroupId;
  /** The catalogue model the line is bought as; null for finishes and moldings the catalogue lacks. */
  catalogModelId: string | null;
  code: string;
  name: string;
  /** The catalogue style (finish) id, `default` for a model without styles; null for finishes. */
  styleId: string | null;
  /** Width, height and depth in meters; null for lines sold by length or area. */
  dimensions: { width: number; height: number; depth: number } | null;
  /** Pieces; for `area`, square meters rounded to hundredths. */
  quantity: number;
  unit: CartQuantityUnit;
  /** For `length`: the running length covered, in meters (the pieces are cut from it). */
  coveredLength: number | null;
  /** Null: price on request. */
  unitPriceCents: number | null;
  /** The line's amount, rounded to cents once; null with the unit price. */
  amountCents: number | null;
  /** The placed models counted in the line, so the cart can select them in the plan. */
  modelIds: string[];
}
