import { z } from 'zod';
import { inches } from '../units/inches';

/** Small is 4 inches; a custom height of zero or nothing falls back to 4.25 (spec 002 sections 4, 5). */
export const BACKSPLASH_SMALL_HEIGHT = inches(4);
export const BACKSPLASH_DEFAULT_CUSTOM_HEIGHT = inches(4.25);

/** Small, Big (fills between base and wall cabinets), Custom (a height), or Fill empty wall space. */
export const BacksplashSizeSchema = z.enum(['small', 'big', 'custom', 'fill']);
export type BacksplashSize = z.infer<typeof BacksplashSizeSchema>;

/** The backsplash wizard's result: which walls, which texture, how high. */
export const BacksplashSchema = z.looseObject({
  walls: z.array(z.string()).default([]),
  /** A backsplash texture's id, or null for None. */
  textureId: z.string().nullable().default(null),
  size: BacksplashSizeSchema.default('small'),
  /** Meters; used when size is custom. */
  height: z
    .number()
    .finite()
    .transform((height) => (height > 0 ? height : BACKSPLASH_DEFAULT_CUSTOM_HEIGHT))
    .default(BACKSPLASH_SMALL_HEIGHT),
});

export type Backsplash = z.infer<typeof BacksplashSchema>;
