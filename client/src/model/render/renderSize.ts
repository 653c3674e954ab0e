/** The render's width before upscaling (spec 001 section 9). */
export const RENDER_BASE_WIDTH = 1024;

/** Width and height of a picture, in pixels. */
export interface PixelSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The render's size: 1024 times the upscale setting wide (spec 001 section 9), and as tall as the
 * person's framed view is for that width, so the picture shows what they framed. A view with no
 * area (a collapsed canvas) renders at 4:3.
 */
export function renderSize(upscale: number, view: PixelSize): PixelSize {
  if (!Number.isInteger(upscale) || upscale < 1)
    throw new Error(`an upscale of ${upscale} is not a whole number of at least 1`);
  const width = RENDER_BASE_WIDTH * upscale;
  const aspect = view.width > 0 && view.height > 0 ? view.width / view.height : 4 / 3;
  return { width, height: Math.max(1, Math.round(width / aspect)) };
}
