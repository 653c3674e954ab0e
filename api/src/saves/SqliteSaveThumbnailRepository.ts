import { SAVE_THUMBNAIL_MEDIA_TYPES, type SaveThumbnailMediaType } from '@kitchensync/schemas';
import type Database from 'better-sqlite3';
import type { SaveThumbnailRepository, StoredSaveThumbnail } from './SaveThumbnailRepository';

interface ThumbnailRow {
  save_id: string;
  media_type: string;
  data: Buffer;
  updated_at: number;
}

function mediaTypeOf(stored: string): SaveThumbnailMediaType {
  const known = SAVE_THUMBNAIL_MEDIA_TYPES.find((type) => type === stored);
  if (known === undefined) throw new Error(`A stored thumbnail has an unknown media type: ${stored}`);
  return known;
}

export class SqliteSaveThumbnailRepository implements SaveThumbnailRepository {
  private readonly upsert: Database.Statement<[ThumbnailRow]>;
  private readonly bySave: Database.Statement<[string], ThumbnailRow>;
  private readonly versionsOf: Database.Statement<[string], { save_id: string; updated_at: number }>;
  private readonly deleteMany: Database.Statement<[string]>;

  constructor(db: Database.Database) {
    this.upsert = db.prepare(
      `INSERT INTO save_thumbnails (save_id, media_type, data, updated_at)
       VALUES (@save_id, @media_type, @data, @updated_at)
       ON CONFLICT (save_id) DO UPDATE SET
         media_type = excluded.media_type, data = excluded.data, updated_at = excluded.updated_at`,
    );
    this.bySave = db.prepare('SELECT * FROM save_thumbnails WHERE save_id = ?');
    this.versionsOf = db.prepare(
      `SELECT save_id, updated_at FROM save_thumbnails
       WHERE save_id IN (SELECT value FROM json_each(?))`,
    );
    this.deleteMany = db.prepare(
      'DELETE FROM save_thumbnails WHERE save_id IN (SELECT value FROM json_each(?))',
    );
  }

  async put(saveId: string, thumbnail: StoredSaveThumbnail): Promise<void> {
    this.upsert.run({
      save_id: saveId,
      media_type: thumbnail.mediaType,
      data: Buffer.from(thumbnail.bytes),
      updated_at: thumbnail.updatedAt,
    });
  }

  async find(saveId: string): Promise<StoredSaveThumbnail | null> {
    const row = this.bySave.get(saveId);
    if (row === undefined) return null;
    return {
      mediaType: mediaTypeOf(row.media_type),
      bytes: new Uint8Array(row.data),
      updatedAt: row.updated_at,
    };
  }

  async versions(saveIds: readonly string[]): Promise<Record<string, number>> {
    if (saveIds.length === 0) return {};
    const rows = this.versionsOf.all(JSON.stringify(saveIds));
    return Object.fromEntries(rows.map((row) => [row.save_id, row.updated_at]));
  }

  async deleteBySaves(saveIds: readonly string[]): Promise<void> {
    if (saveIds.length === 0) return;
    this.deleteMany.run(JSON.stringify(saveIds));
  }
}
