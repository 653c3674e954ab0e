import { z } from 'zod';
import { STYLE_LIGHT_DEFAULTS } from './catalogStyle';

const finite = z.number().finite();

/**
 * A collection (style) of the catalogue, as the Collections carousel shows it and the /app route's
 * `style` parameter names it. Each cabinet model carries one `CatalogStyle` entry per collection it
 * comes in, with the same `catalogStyleId`, so choosing a collection swaps every cabinet's style at
 * once. `finish`, `edges` and `back` describe the materials; the light values are what the lights
 * wizard places for this collection.
 */
export const CatalogCollectionSchema = z.looseObject({
  catalogStyleId: z.string().min(1),
  name: z.string().min(1),
  description: z.string().default(''),
  image: z.string().default(''),
  finish: z.string().default(''),
  edges: z.string().nullable().default(null),
  back: z.string().nullable().default(null),
  lightLowIntensity: finite.nonnegative().default(STYLE_LIGHT_DEFAULTS.lowIntensity),
  lightLowHeight: finite.nonnegative().default(STYLE_LIGHT_DEFAULTS.lowHeight),
  lightHighIntensity: finite.nonnegative().default(STYLE_LIGHT_DEFAULTS.highIntensity),
  lightHighHeight: finite.nonnegative().default(STYLE_LIGHT_DEFAULTS.highHeight),
  locked: z.boolean().default(false),
});

export type CatalogCollection = z.infer<typeof CatalogCollectionSchema>;
export type CatalogCollectionInput = z.input<typeof CatalogCollectionSchema>;
