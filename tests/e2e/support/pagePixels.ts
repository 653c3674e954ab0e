import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';

export type Rgb = [number, number, number];

/** A screenshot of part of the page, decoded: the colour of each pixel by page coordinates. */
export interface PagePixels {
  /** The area read, in whole page pixels. */
  readonly clip: { x: number; y: number; width: number; height: number };
  /** The colour at a page point (rounded to its pixel); null outside the area. */
  rgbAt(x: number, y: number): Rgb | null;
}

/** Reads the pixels of `clip` (page coordinates, rounded to whole pixels) from one screenshot. */
export async function screenshotPixels(
  page: Page,
  clip: { x: number; y: number; width: number; height: number },
): Promise<PagePixels> {
  const rounded = {
    x: Math.round(clip.x),
    y: Math.round(clip.y),
    width: Math.max(1, Math.round(clip.width)),
    height: Math.max(1, Math.round(clip.height)),
  };
  const png = PNG.sync.read(await page.screenshot({ clip: rounded }));
  return {
    clip: rounded,
    rgbAt(x, y) {
      const column = Math.round(x) - rounded.x;
      const row = Math.round(y) - rounded.y;
      if (column < 0 || row < 0 || column >= png.width || row >= png.height) return null;
      const at = (row * png.width + column) * 4;
      return [png.data[at]!, png.data[at + 1]!, png.data[at + 2]!];
    },
  };
}

/** The colour the page shows at a point, read from a one-pixel screenshot. */
export async function pixelAt(page: Page, point: { x: number; y: number }): Promise<Rgb> {
  const pixels = await screenshotPixels(page, { x: point.x, y: point.y, width: 1, height: 1 });
  return pixels.rgbAt(point.x, point.y)!;
}

/** Relative luminance (0–255) of a colour, as the eye weighs its channels. */
export const luminanceOf = ([red, green, blue]: Rgb) => 0.2126 * red + 0.7152 * green + 0.0722 * blue;

/** Where a scene point (meters) is on the page in the current view, as the editor's camera projects it. */
export async function screenPointOf(
  page: Page,
  point: { x: number; y: number; z: number },
): Promise<{ x: number; y: number }> {
  const screen = await page.evaluate((world) => window.__kitchensync?.screenPoint(world) ?? null, point);
  if (screen === null) throw new Error('the point is not on the canvas');
  return screen;
}

/** How far a colour is from grey: a scenery seen through a hole, not a grey wall. */
export const colourfulness = (rgb: Rgb) => Math.max(...rgb) - Math.min(...rgb);

/** The largest difference between two colours in any channel. */
export const colourDistance = (a: Rgb, b: Rgb) =>
  Math.max(...a.map((value, index) => Math.abs(value - b[index]!)));
