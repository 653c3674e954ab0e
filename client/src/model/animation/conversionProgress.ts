import type { AnimationSettings, GifQuality } from '@kitchensync/schemas';

/**
 * How a conversion's time divides between reading the film and writing the result. A GIF reads the
 * whole film (decoding it for palettegen) before it writes its first frame; shares measured on the
 * reference kitchen's 5 s 720p film with @ffmpeg/core 0.12.10 (docs/architecture/animation.md):
 * the high preset's dithering makes writing the larger part, the fast preset's fewer frames and
 * colours make reading it. An mp4 is written as it is read, so only the written time counts.
 */
export interface ConversionShares {
  read: number;
  write: number;
}

const GIF_SHARES: Readonly<Record<GifQuality, ConversionShares>> = {
  fast: { read: 0.7, write: 0.3 },
  medium: { read: 0.55, write: 0.45 },
  high: { read: 0.35, write: 0.65 },
};
const STREAMED: ConversionShares = { read: 0, write: 1 };

export function conversionShares(
  format: AnimationSettings['format'],
  gifQuality: GifQuality,
): ConversionShares {
  return format === 'gif' ? GIF_SHARES[gifQuality] : STREAMED;
}

const ratio = (seconds: number, filmSeconds: number) =>
  filmSeconds > 0 && Number.isFinite(seconds) ? Math.min(1, Math.max(0, seconds / filmSeconds)) : 0;

/**
 * The conversion's progress, 0 to 1, from how far into the film FFmpeg has read and written. Once
 * writing has begun the whole film has been read (the last packet's time falls a frame short of the
 * end).
 */
export function conversionProgress(
  shares: ConversionShares,
  filmSeconds: number,
  readSeconds: number,
  writtenSeconds: number,
): number {
  const written = ratio(writtenSeconds, filmSeconds);
  const read = written > 0 ? 1 : ratio(readSeconds, filmSeconds);
  return (shares.read * read + shares.write * written) / (shares.read + shares.write);
}
