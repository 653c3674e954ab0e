/**
 * The browser's store of catalogue pictures (Cache Storage), so a picture drawn once is not drawn
 * again on the next visit. Keyed by address: model, style and parts fingerprint. Without Cache
 * Storage (a page not served over https or from localhost) every call answers nothing and pictures
 * live for the session only.
 */
const CACHE_NAME = 'kitchensync-catalogue-pictures-v1';

function pictureAddress(key: string): string {
  return `${location.origin}/catalogue-pictures/${encodeURIComponent(key)}.webp`;
}

function openCache(): Promise<Cache> | null {
  return typeof caches === 'undefined' ? null : caches.open(CACHE_NAME);
}

/** The stored picture for `key`, or null. */
export async function readCachedPicture(key: string): Promise<Blob | null> {
  const cache = openCache();
  if (cache === null) return null;
  try {
    const response = await (await cache).match(pictureAddress(key));
    return response === undefined ? null : await response.blob();
  } catch {
    // A store the browser refuses (private mode, quota) only means drawing the picture again.
    return null;
  }
}

export async function storeCachedPicture(key: string, picture: Blob): Promise<void> {
  const cache = openCache();
  if (cache === null) return;
  try {
    await (
      await cache
    ).put(pictureAddress(key), new Response(picture, { headers: { 'Content-Type': picture.type } }));
  } catch {
    // Not kept: drawn again next time.
  }
}
