import { z } from 'zod';

const money = z.number().finite().nonnegative();

/** One priced line of the design's shopping list. */
export const CartLineSchema = z.looseObject({
  catalogModelId: z.string(),
  catalogStyleId: z.string().nullable().default(null),
  name: z.string().default(''),
  code: z.string().default(''),
  quantity: z.number().int().positive(),
  unitPrice: money,
  /** Crown molding is sold by length, taken from the model's description. */
  unit: z.enum(['piece', 'length']).default('piece'),
});
export type CartLine = z.infer<typeof CartLineSchema>;

export const CartSchema = z.looseObject({
  lines: z.array(CartLineSchema).default([]),
});
export type Cart = z.infer<typeof CartSchema>;

/** A cart's total, rounded to cents. */
export function cartTotal(cart: Cart): number {
  const cents = cart.lines.reduce((sum, line) => sum + Math.round(line.unitPrice * 100) * line.quantity, 0);
  return cents / 100;
}
