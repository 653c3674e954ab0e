import { gifPreset, type GifQuality } from '@kitchensync/schemas';

/**
 * The spec's quality number (lower is better, a colour-sampling step) read as FFmpeg's palette
 * size and dithering, which is how FFmpeg trades a GIF's colours for its size and speed. Ours: the
 * spec names the numbers, not what an FFmpeg conversion does with them.
 */
function paletteFor(quality: number): { colors: number; dither: string } {
  if (quality <= 2) return { colors: 256, dither: 'sierra2_4a' };
  if (quality <= 5) return { colors: 128, dither: 'bayer:bayer_scale=2' };
  return { colors: 64, dither: 'bayer:bayer_scale=3' };
}

/**
 * FFmpeg's arguments that turn the recorded video `input` into the GIF `output` at the preset's
 * frame rate, with one palette generated from the whole film (palettegen, then paletteuse), so the
 * kitchen's colours survive the 256-colour limit. The GIF loops. `-debug_ts` logs each packet read:
 * the only sign of progress while palettegen reads the whole film before the first frame is written
 * (`ffmpegLogTime`).
 */
export function gifConversionArgs(quality: GifQuality, input: string, output: string): string[] {
  const preset = gifPreset(quality);
  const palette = paletteFor(preset.quality);
  const filter =
    `fps=${preset.fps},split[frames][forPalette];` +
    `[forPalette]palettegen=max_colors=${palette.colors}:stats_mode=diff[palette];` +
    `[frames][palette]paletteuse=dither=${palette.dither}:diff_mode=rectangle`;
  return ['-debug_ts', '-i', input, '-filter_complex', filter, '-loop', '0', output];
}
