import { z } from 'zod';
import { OverhangSchema, TextureRepeatSchema } from './geometry';
import { RenderPropertiesSchema } from './renderProperties';

/** Rotation is kept within [0, 360) degrees whatever the user typed (spec 001 section 5). */
export function wrapFlooringRotation(degrees: number): number {
  const wrapped = degrees % 360;
  // abs turns -0 (from -360) into 0, which JSON would do anyway; nothing else here is negative.
  if (wrapped >= 0) return Math.abs(wrapped);
  // Only a negative remainder is shifted, so wrapping an already wrapped angle never rounds it again.
  const positive = wrapped + 360;
  return positive === 360 ? 0 : positive;
}

/** The floor's texture and how it is laid; `id` is the flooring texture's id. */
export const FlooringSchema = z.looseObject({
  id: z.string(),
  repeat: TextureRepeatSchema.default({ x: 1, z: 1, mirrored: false }),
  rotation: z.number().finite().transform(wrapFlooringRotation).default(0),
  overhang: OverhangSchema.default({ left: 0, right: 0, top: 0, bottom: 0 }),
  useAppPropertiesOnRender: z.boolean().default(false),
  app: RenderPropertiesSchema.default({}),
  render: RenderPropertiesSchema.default({}),
});

export type Flooring = z.infer<typeof FlooringSchema>;
export type FlooringInput = z.input<typeof FlooringSchema>;
