import type { Page } from 'playwright-core';
import { screenshotPixels } from './pagePixels';

/** A point of the design's scene, in meters. */
export interface ScenePoint {
  x: number;
  y: number;
  z: number;
}

/**
 * The brightness (0 to 255, the mean of red, green and blue) of each page pixel in a `size` square
 * around a scene point, row by row, as drawn.
 */
export async function brightnessesAround(page: Page, point: ScenePoint, size = 24): Promise<number[]> {
  const centre = await page.evaluate((at) => window.__kitchensync?.screenPoint(at) ?? null, point);
  if (centre === null) throw new Error('no canvas to look at');
  const pixels = await screenshotPixels(page, {
    x: centre.x - size / 2,
    y: centre.y - size / 2,
    width: size,
    height: size,
  });
  const { x, y, width, height } = pixels.clip;
  const values: number[] = [];
  for (let row = y; row < y + height; row++) {
    for (let column = x; column < x + width; column++) {
      const [red, green, blue] = pixels.rgbAt(column, row)!;
      values.push((red + green + blue) / 3);
    }
  }
  return values;
}

/** The mean brightness (0 to 255) of the page's pixels in a `size` square around a scene point. */
export async function brightnessAround(page: Page, point: ScenePoint, size = 24): Promise<number> {
  const values = await brightnessesAround(page, point, size);
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}
