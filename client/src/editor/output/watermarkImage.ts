import watermarkUrl from './kitchenSyncWatermark.svg?url';

/**
 * The address of the watermark printed on renders and layout sheets (spec 001 section 7: "a
 * watermark image is fetched by URL"). Accounts have no watermark of their own yet, so it is the
 * installation's mark and name, served with the app (never from another site).
 */
export const WATERMARK_URL: string = watermarkUrl;

/** The watermark, loaded and decoded, ready to draw onto a canvas. */
export async function loadWatermarkImage(url: string = WATERMARK_URL): Promise<HTMLImageElement> {
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  await image.decode();
  return image;
}
