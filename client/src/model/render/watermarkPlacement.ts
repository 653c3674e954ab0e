import type { PixelSize } from './renderSize';

/** The watermark's opacity on a render (spec 001 section 9). */
export const RENDER_WATERMARK_OPACITY = 0.5;
/** The watermark's width as a share of the picture's, and its margin from the corner. */
const WIDTH_SHARE = 0.22;
const MARGIN_SHARE = 0.02;

/** Where the watermark is drawn on a picture: its bottom right corner, scaled with the picture. */
export function watermarkPlacement(picture: PixelSize, mark: PixelSize) {
  const width = Math.round(picture.width * WIDTH_SHARE);
  const height = Math.round((width * mark.height) / Math.max(1, mark.width));
  const margin = Math.round(picture.width * MARGIN_SHARE);
  return {
    x: picture.width - width - margin,
    y: picture.height - height - margin,
    width,
    height,
    opacity: RENDER_WATERMARK_OPACITY,
  };
}
