import { describe, expect, it } from 'vitest';
import { ANIMATION_RESOLUTIONS, AnimationSettingsSchema } from './animationSettings';

describe('AnimationSettingsSchema', () => {
  it('records 10 seconds clockwise at normal speed as a 1080p mp4, 30 fps, GIFs at high quality', () => {
    expect(AnimationSettingsSchema.parse({})).toEqual({
      speed: 1,
      direction: 'cw',
      format: 'mp4',
      duration: 10,
      framerate: 30,
      gifQuality: 'high',
      maxSize: 1920,
      resolution: 1080,
    });
  });

  it('offers only the speeds 0.5, 1, 2, 4 and the durations 5, 10, 15, 20, 30', () => {
    for (const speed of [0.5, 1, 2, 4])
      expect(AnimationSettingsSchema.safeParse({ speed }).success).toBe(true);
    expect(AnimationSettingsSchema.safeParse({ speed: 3 }).success).toBe(false);
    for (const duration of [5, 10, 15, 20, 30]) {
      expect(AnimationSettingsSchema.safeParse({ duration }).success).toBe(true);
    }
    expect(AnimationSettingsSchema.safeParse({ duration: 60 }).success).toBe(false);
  });

  it('refuses other formats, directions and resolutions', () => {
    expect(AnimationSettingsSchema.safeParse({ format: 'webm' }).success).toBe(false);
    expect(AnimationSettingsSchema.safeParse({ direction: 'left' }).success).toBe(false);
    expect(AnimationSettingsSchema.safeParse({ resolution: 480 }).success).toBe(false);
  });

  it('sizes 720, 1080 and 1440 at 16:9 and leaves 1920 to the canvas', () => {
    expect(ANIMATION_RESOLUTIONS).toEqual({
      720: { width: 1280, height: 720 },
      1080: { width: 1920, height: 1080 },
      1440: { width: 2560, height: 1440 },
      1920: 'max',
    });
  });
});
