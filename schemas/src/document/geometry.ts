import { z } from 'zod';

const finite = z.number().finite();

/** A point or size in 3D, meters. Replaced whole in the document, never merged field by field. */
export const Vec3Schema = z.object({ x: finite, y: finite, z: finite });
export type Vec3 = z.infer<typeof Vec3Schema>;

/** A point on the floor plan, meters. */
export const FloorPointSchema = z.object({ x: finite, z: finite });
export type FloorPoint = z.infer<typeof FloorPointSchema>;

/** A model's box: width along its front, height, depth; meters. */
export const BoxDimensionsSchema = z.object({
  width: finite.nonnegative(),
  height: finite.nonnegative(),
  depth: finite.nonnegative(),
});
export type BoxDimensions = z.infer<typeof BoxDimensionsSchema>;

/** How far something reaches past each side; meters, never negative. */
export const OverhangSchema = z.object({
  left: finite.nonnegative().default(0),
  right: finite.nonnegative().default(0),
  top: finite.nonnegative().default(0),
  bottom: finite.nonnegative().default(0),
});
export type Overhang = z.infer<typeof OverhangSchema>;

/** How a texture repeats over a surface. */
export const TextureRepeatSchema = z.object({
  x: finite.nonnegative().default(1),
  z: finite.nonnegative().default(1),
  mirrored: z.boolean().default(false),
});
export type TextureRepeat = z.infer<typeof TextureRepeatSchema>;

export const ORIGIN: Vec3 = { x: 0, y: 0, z: 0 };
