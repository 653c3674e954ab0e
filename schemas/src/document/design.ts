import { z } from 'zod';
import { BacksplashSchema } from './backsplash';
import { CartSchema } from './cart';
import { CEILING_DEFAULT_COLOR, CeilingSchema } from './ceiling';
import { CountertopSchema } from './countertop';
import { FlooringSchema } from './flooring';
import { HandleChoiceSchema } from './handleChoice';
import { QuoteSchema } from './quote';

/**
 * The design-wide settings kept in the document's `design` map, one entry per field, so changing
 * the flooring and the countertop at once both survive. Null means "none chosen".
 */
export const DesignSchema = z.object({
  flooring: FlooringSchema.nullable().default(null),
  countertop: CountertopSchema.nullable().default(null),
  ceiling: CeilingSchema.default({ textureId: null, color: CEILING_DEFAULT_COLOR }),
  backsplash: BacksplashSchema.nullable().default(null),
  /** The style (collection) new cabinets take. */
  style: z.string().nullable().default(null),
  handle: HandleChoiceSchema.default(null),
  cart: CartSchema.default({ lines: [] }),
  totalPrice: z.number().finite().nonnegative().default(0),
  /** The quote made from the cart: customer, notes, discount or markup, tax, validity. */
  quote: QuoteSchema.default(QuoteSchema.parse({})).catch(QuoteSchema.parse({})),
});

export type Design = z.infer<typeof DesignSchema>;
export type DesignField = keyof Design;
export const DESIGN_FIELDS = Object.keys(DesignSchema.shape) as DesignField[];
