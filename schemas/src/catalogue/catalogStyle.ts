import { z } from 'zod';
import { inches } from '../units/inches';

const finite = z.number().finite();
const money = finite.nonnegative();

/**
 * What the lights wizard falls back to when a style names no lights: low lights where under-cabinet
 * lights sit (the underside of wall cabinets, placed at 54 inches), high lights 6 inches under the
 * default 96-inch ceiling, both at the intensity a new point light gets. Heights are meters.
 */
export const STYLE_LIGHT_DEFAULTS = {
  lowIntensity: 1,
  lowHeight: inches(54),
  highIntensity: 1,
  highHeight: inches(90),
} as const;

/**
 * One style (collection, finish) a catalogue model comes in (spec 001 section 3): its own model
 * file, thumbnail, price and materials, and the lights the lights wizard places for it.
 * `purchasePrice` is the account's own price for this style (spec 001 section 7); null means the
 * catalogue's `price` applies.
 */
export const CatalogStyleSchema = z.looseObject({
  catalogStyleId: z.string().min(1),
  name: z.string().default(''),
  image: z.string().default(''),
  model: z.string().default(''),
  price: money.default(0),
  purchasePrice: money.nullable().default(null),
  edges: z.string().nullable().default(null),
  back: z.string().nullable().default(null),
  lightLowIntensity: finite.nonnegative().default(STYLE_LIGHT_DEFAULTS.lowIntensity),
  lightLowHeight: finite.nonnegative().default(STYLE_LIGHT_DEFAULTS.lowHeight),
  lightHighIntensity: finite.nonnegative().default(STYLE_LIGHT_DEFAULTS.highIntensity),
  lightHighHeight: finite.nonnegative().default(STYLE_LIGHT_DEFAULTS.highHeight),
});

export type CatalogStyle = z.infer<typeof CatalogStyleSchema>;
export type CatalogStyleInput = z.input<typeof CatalogStyleSchema>;

/** The price a customer pays for a style: the account's own price when it set one. */
export function catalogStylePrice(style: Pick<CatalogStyle, 'price' | 'purchasePrice'>): number {
  return style.purchasePrice ?? style.price;
}
