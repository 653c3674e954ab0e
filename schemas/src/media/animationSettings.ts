import { z } from 'zod';

export const ANIMATION_SPEEDS = [0.5, 1, 2, 4] as const;
export const ANIMATION_DURATIONS_S = [5, 10, 15, 20, 30] as const;
export const ANIMATION_FRAMERATE = 30;
/** The long side of a recording never exceeds this many pixels (spec 000 section 9). */
export const ANIMATION_MAX_SIZE = 1920;

/**
 * The resolution options by their short name, as the spec lists them; 1920 is "max": the canvas's
 * own size. Every option is recorded with its long side capped at `maxSize` (`recordingSize`), so
 * 1440 is recorded at 1920 × 1080.
 */
export const ANIMATION_RESOLUTIONS = {
  720: { width: 1280, height: 720 },
  1080: { width: 1920, height: 1080 },
  1440: { width: 2560, height: 1440 },
  1920: 'max',
} as const;
export const AnimationResolutionSchema = z.literal([720, 1080, 1440, 1920]);
export type AnimationResolution = z.infer<typeof AnimationResolutionSchema>;

export const GifQualitySchema = z.enum(['fast', 'medium', 'high']);
export type GifQuality = z.infer<typeof GifQualitySchema>;

/**
 * The animation panel's choices (spec 000 section 3). A first recording is a 10-second clockwise
 * turn at normal speed, as an mp4 in full HD: the format every phone and editor plays, at a size
 * that records smoothly on most machines.
 */
export const AnimationSettingsSchema = z.object({
  speed: z.literal(ANIMATION_SPEEDS).default(1),
  direction: z.enum(['cw', 'ccw']).default('cw'),
  format: z.enum(['mp4', 'gif']).default('mp4'),
  duration: z.literal(ANIMATION_DURATIONS_S).default(10),
  framerate: z.literal(ANIMATION_FRAMERATE).default(ANIMATION_FRAMERATE),
  gifQuality: GifQualitySchema.default('high'),
  maxSize: z.literal(ANIMATION_MAX_SIZE).default(ANIMATION_MAX_SIZE),
  resolution: AnimationResolutionSchema.default(1080),
});

export type AnimationSettings = z.infer<typeof AnimationSettingsSchema>;
export type AnimationSettingsInput = z.input<typeof AnimationSettingsSchema>;
