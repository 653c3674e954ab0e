/**
 * Thumbnails taken but not yet arrived at the api, kept in this browser (local storage, one entry
 * per save, the newest picture only) so a failed upload is tried again later, even from another
 * page: the home page sends what is left (`retryPendingThumbnails`).
 */
const KEY_PREFIX = 'kitchensync.pendingThumbnail.';

export interface PendingThumbnail {
  saveId: string;
  image: string;
}

export const pendingThumbnails = {
  keep(saveId: string, image: string): void {
    try {
      localStorage.setItem(KEY_PREFIX + saveId, image);
    } catch {
      // Storage full or off: the picture is only lost here; the next change of the design makes another.
    }
  },
  drop(saveId: string): void {
    try {
      localStorage.removeItem(KEY_PREFIX + saveId);
    } catch {
      // Nothing kept where storage is off.
    }
  },
  all(): PendingThumbnail[] {
    const found: PendingThumbnail[] = [];
    try {
      for (let index = 0; index < localStorage.length; index += 1) {
        const key = localStorage.key(index);
        if (key === null || !key.startsWith(KEY_PREFIX)) continue;
        const image = localStorage.getItem(key);
        if (image !== null) found.push({ saveId: key.slice(KEY_PREFIX.length), image });
      }
    } catch {
      return [];
    }
    return found;
  },
};
