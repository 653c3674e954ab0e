import type { GifQuality } from './animationSettings';

/**
 * Frames per second and encoder quality of each GIF quality (spec 000 section 9). Quality is the
 * encoder's colour-sampling interval: lower samples more pixels, looks better and takes longer.
 */
export const GIF_PRESETS: Readonly<Record<GifQuality, { readonly fps: number; readonly quality: number }>> = {
  fast: { fps: 15, quality: 8 },
  medium: { fps: 20, quality: 5 },
  high: { fps: 24, quality: 2 },
};

export function gifPreset(quality: GifQuality): { readonly fps: number; readonly quality: number } {
  return GIF_PRESETS[quality];
}
