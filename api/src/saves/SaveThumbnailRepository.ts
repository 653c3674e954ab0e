import type { SaveThumbnailMediaType } from '@kitchensync/schemas';

/** A save's thumbnail as kept: the picture's bytes, their format and when it was set (epoch ms). */
export interface StoredSaveThumbnail {
  mediaType: SaveThumbnailMediaType;
  bytes: Uint8Array;
  updatedAt: number;
}

/** One thumbnail per save, replaced whenever a client sends a newer picture of the design. */
export interface SaveThumbnailRepository {
  /** Sets the save's thumbnail, replacing the one it had. */
  put(saveId: string, thumbnail: StoredSaveThumbnail): Promise<void>;
  /** The save's thumbnail, or null when none was set. */
  find(saveId: string): Promise<StoredSaveThumbnail | null>;
  /** When each of these saves' thumbnails was set, by save id; saves without one are left out. */
  versions(saveIds: readonly string[]): Promise<Record<string, number>>;
  /** Forgets the thumbnails of these saves; unknown ids are skipped. */
  deleteBySaves(saveIds: readonly string[]): Promise<void>;
}
