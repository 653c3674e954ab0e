import { z } from 'zod';
import { TextureRepeatSchema } from '../document/geometry';
import { RenderPropertiesSchema } from '../document/renderProperties';

/**
 * A countertop of the catalogue (spec 000 section 3), as the countertop picker lists it. Choosing it
 * copies `countertopRepeat`, `useAppPropertiesOnRender`, `app` and `render` into the design's
 * `Countertop`. `subcategory` lists the picker's texture categories it appears under (a countertop
 * may be both granite and dark, say).
 */
export const CatalogCountertopSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string().default(''),
  subcategory: z.array(z.string()).default([]),
  locked: z.boolean().default(false),
  showImage: z.boolean().default(true),
  countertopRepeat: TextureRepeatSchema.default({ x: 1, z: 1, mirrored: false }),
  useAppPropertiesOnRender: z.boolean().default(false),
  app: RenderPropertiesSchema.default({}),
  render: RenderPropertiesSchema.default({}),
});

export type CatalogCountertop = z.infer<typeof CatalogCountertopSchema>;
export type CatalogCountertopInput = z.input<typeof CatalogCountertopSchema>;
