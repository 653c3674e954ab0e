import { z } from 'zod';

export const CEILING_DEFAULT_COLOR = '#FFFFFF';

/**
 * The ceiling's look; the spec lists it in the save file without its fields. Whether it is drawn is
 * the showCeiling setting; its height follows the walls.
 */
export const CeilingSchema = z.looseObject({
  textureId: z.string().nullable().default(null),
  color: z.string().default(CEILING_DEFAULT_COLOR),
});

export type Ceiling = z.infer<typeof CeilingSchema>;
