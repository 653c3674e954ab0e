import { SAVE_THUMBNAIL_MEDIA_TYPES, type SaveThumbnailMediaType } from '@kitchensync/schemas';
import type { Binary, Collection, Db } from 'mongodb';
import type { SaveThumbnailRepository, StoredSaveThumbnail } from './SaveThumbnailRepository';

interface ThumbnailDocument {
  /** The save's id: one thumbnail per save. */
  _id: string;
  mediaType: string;
  /** Written as a Buffer, which the driver stores as BSON binary and reads back as a `Binary`. */
  data: Binary | Buffer;
  updatedAt: number;
}

function mediaTypeOf(stored: string): SaveThumbnailMediaType {
  const known = SAVE_THUMBNAIL_MEDIA_TYPES.find((type) => type === stored);
  if (known === undefined) throw new Error(`A stored thumbnail has an unknown media type: ${stored}`);
  return known;
}

/** Ids reach filters only as strings, so a body such as {"$gt": ""} can never become an operator. */
function idList(ids: readonly string[]): string[] {
  return ids.map((id) => String(id));
}

export class MongoSaveThumbnailRepository implements SaveThumbnailRepository {
  private readonly thumbnails: Collection<ThumbnailDocument>;

  constructor(db: Db) {
    this.thumbnails = db.collection<ThumbnailDocument>('save_thumbnails');
  }

  /** Looked up by `_id` only, which MongoDB always indexes. */
  async ensureIndexes(): Promise<void> {}

  async put(saveId: string, thumbnail: StoredSaveThumbnail): Promise<void> {
    await this.thumbnails.replaceOne(
      { _id: String(saveId) },
      {
        mediaType: String(thumbnail.mediaType),
        data: Buffer.from(thumbnail.bytes),
        updatedAt: Number(thumbnail.updatedAt),
      },
      { upsert: true },
    );
  }

  async find(saveId: string): Promise<StoredSaveThumbnail | null> {
    const document = await this.thumbnails.findOne({ _id: String(saveId) });
    if (document === null) return null;
    return {
      mediaType: mediaTypeOf(document.mediaType),
      bytes: new Uint8Array(Buffer.isBuffer(document.data) ? document.data : document.data.buffer),
      updatedAt: document.updatedAt,
    };
  }

  async versions(saveIds: readonly string[]): Promise<Record<string, number>> {
    if (saveIds.length === 0) return {};
    const found = this.thumbnails.find(
      { _id: { $in: idList(saveIds) } },
      { projection: { _id: 1, updatedAt: 1 } },
    );
    const versions: Record<string, number> = {};
    for await (const document of found) versions[document._id] = document.updatedAt;
    return versions;
  }

  async deleteBySaves(saveIds: readonly string[]): Promise<void> {
    if (saveIds.length === 0) return;
    await this.thumbnails.deleteMany({ _id: { $in: idList(saveIds) } });
  }
}
