import type { Page } from 'playwright-core';

/** A point of the design's scene, in meters. */
export interface ScenePoint {
  x: number;
  y: number;
  z: number;
}

/**
 * The brightness (0 to 255, the mean of red, green and blue) of each page pixel in a `size` square
 * around a scene point, row by row, as drawn: a screenshot decoded by the page's own image decoder.
 */
export async function brightnessesAround(page: Page, point: ScenePoint, size = 24): Promise<number[]> {
  const centre = await page.evaluate((at) => window.__kitchensync?.screenPoint(at) ?? null, point);
  if (centre === null) throw new Error('no canvas to look at');
  const png = await page.screenshot({
    clip: { x: centre.x - size / 2, y: centre.y - size / 2, width: size, height: size },
  });
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    const values: number[] = [];
    for (let index = 0; index < data.length; index += 4)
      values.push((data[index]! + data[index + 1]! + data[index + 2]!) / 3);
    return values;
  }, png.toString('base64'));
}

/** The mean brightness (0 to 255) of the page's pixels in a `size` square around a scene point. */
export async function brightnessAround(page: Page, point: ScenePoint, size = 24): Promise<number> {
  const values = await brightnessesAround(page, point, size);
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}
