import type { Page } from 'playwright-core';

export type Rgb = [number, number, number];

/** The colour the page shows at a point, read from a one-pixel screenshot. */
export async function pixelAt(page: Page, point: { x: number; y: number }): Promise<Rgb> {
  const png = await page.screenshot({
    clip: { x: Math.round(point.x), y: Math.round(point.y), width: 1, height: 1 },
  });
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(1, 1);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const [red, green, blue] = context.getImageData(0, 0, 1, 1).data;
    return [red!, green!, blue!] as Rgb;
  }, png.toString('base64'));
}

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
