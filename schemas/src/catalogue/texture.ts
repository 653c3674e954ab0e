import { z } from 'zod';
import { TextureRepeatSchema } from '../document/geometry';
import { RenderPropertiesSchema } from '../document/renderProperties';

/**
 * The pickers that offer textures: the flooring picker, the backsplash wizard's style step, the
 * countertop panel and the ceiling. Countertops have their own richer entry (`CatalogCountertop`).
 */
export const TEXTURE_CATEGORIES = ['flooring', 'countertop', 'backsplash', 'ceiling'] as const;
export const TextureCategorySchema = z.enum(TEXTURE_CATEGORIES);
export type TextureCategory = z.infer<typeof TextureCategorySchema>;

/**
 * A catalogue texture (spec 002 section 3). `flooringRepeat` is how it is laid when first chosen as
 * flooring; `app` and `render` are its material for the live view and for renders.
 */
export const TextureSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string().default(''),
  category: TextureCategorySchema,
  /** Whether the picker shows the texture's image rather than only its name. */
  showImage: z.boolean().default(true),
  locked: z.boolean().default(false),
  flooringRepeat: TextureRepeatSchema.default({ x: 1, z: 1, mirrored: false }),
  app: RenderPropertiesSchema.default({}),
  render: RenderPropertiesSchema.default({}),
});

export type Texture = z.infer<typeof TextureSchema>;
export type TextureInput = z.input<typeof TextureSchema>;
