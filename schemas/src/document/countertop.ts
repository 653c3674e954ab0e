import { z } from 'zod';
import { TextureRepeatSchema } from './geometry';
import { RenderPropertiesSchema } from './renderProperties';

/** The design's countertop: a countertop texture's id and how it is laid. */
export const CountertopSchema = z.looseObject({
  id: z.string(),
  repeat: TextureRepeatSchema.default({ x: 1, z: 1, mirrored: false }),
  useAppPropertiesOnRender: z.boolean().default(false),
  app: RenderPropertiesSchema.default({}),
  render: RenderPropertiesSchema.default({}),
});

export type Countertop = z.infer<typeof CountertopSchema>;
export type CountertopInput = z.input<typeof CountertopSchema>;
