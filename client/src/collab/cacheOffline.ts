import { IndexeddbPersistence } from 'y-indexeddb';
import type * as Y from 'yjs';

export interface OfflineCache {
  /** Removes this browser's copy of the save, for when its reader lost access to it. */
  forget(): Promise<void>;
  destroy(): void;
}

/**
 * Keeps a copy of the save's document in this browser's IndexedDB, so edits made offline survive a
 * reload and reach the server in the next sync step 2 (which the server takes as an update), and the
 * design opens from the copy before the server answers. Answers null where the browser has no IndexedDB.
 */
export function cacheOffline(saveId: string, doc: Y.Doc): OfflineCache | null {
  if (typeof indexedDB === 'undefined') return null;
  const persistence = new IndexeddbPersistence(`kitchensync-save-${saveId}`, doc);
  return {
    forget: () => persistence.clearData(),
    destroy: () => void persistence.destroy(),
  };
}
