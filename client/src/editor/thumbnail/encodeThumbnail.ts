import { SAVE_THUMBNAIL_LIMITS } from '@kitchensync/schemas';

/** Encoder qualities tried in turn until the picture fits the api's limit. */
const QUALITIES = [0.82, 0.6, 0.4];

function blobOf(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The thumbnail could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * The thumbnail's upload form: WebP (encoded off the main thread by `toBlob`), or PNG where the
 * browser cannot write WebP, as a data URL within `SAVE_THUMBNAIL_LIMITS.maxBytes`; null when no
 * quality makes it fit.
 */
export async function encodeThumbnail(canvas: HTMLCanvasElement): Promise<string | null> {
  for (const quality of QUALITIES) {
    const webp = await blobOf(canvas, 'image/webp', quality);
    const blob = webp?.type === 'image/webp' ? webp : await blobOf(canvas, 'image/png', 1);
    if (blob === null) return null;
    if (blob.size <= SAVE_THUMBNAIL_LIMITS.maxBytes) return dataUrlOf(blob);
    if (blob.type === 'image/png') return null;
  }
  return null;
}
