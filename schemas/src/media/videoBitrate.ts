/**
 * Pixel-count tiers (spec 000 section 9), largest first, with the share of the format's full rate
 * each gets. The thresholds are 1920x1080, 1440x1080 and 1280x720; the shares follow their pixel
 * ratios to 1080p (1, 0.75, 0.44 rounded to 0.5), and anything smaller gets a quarter.
 */
export const VIDEO_BITRATE_TIERS = [
  { minPixels: 2_073_600, share: 1 },
  { minPixels: 1_555_200, share: 0.75 },
  { minPixels: 921_600, share: 0.5 },
  { minPixels: 0, share: 0.25 },
] as const;

/**
 * Megabits per second at full HD and above: 12 for mp4, the download; 8 for anything else, the
 * intermediate video a GIF is converted from, where extra detail is lost to the palette anyway.
 */
export const VIDEO_BITRATE_MULTIPLIERS = { mp4: 12, other: 8 } as const;

const BITS_PER_MEGABIT = 1_000_000;

/**
 * The encoder bitrate in bits per second: the format's multiplier in Mbps times its tier's share,
 * so an mp4 gets 12, 9, 6 or 3 Mbps and other formats 8, 6, 4 or 2. Tiers rather than a pure
 * per-pixel rate keep small previews from getting a bitrate too low to look clean.
 */
export function videoBitrate(width: number, height: number, format: string): number {
  const pixels = width * height;
  const tier = VIDEO_BITRATE_TIERS.find((candidate) => pixels >= candidate.minPixels);
  const share = tier?.share ?? VIDEO_BITRATE_TIERS[VIDEO_BITRATE_TIERS.length - 1]!.share;
  const multiplier = format === 'mp4' ? VIDEO_BITRATE_MULTIPLIERS.mp4 : VIDEO_BITRATE_MULTIPLIERS.other;
  return multiplier * share * BITS_PER_MEGABIT;
}
