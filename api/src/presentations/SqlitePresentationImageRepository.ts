import type { PresentationImageKind } from '@kitchensync/schemas';
import type Database from 'better-sqlite3';
import type {
  PresentationImagePlacement,
  PresentationImageRecord,
  PresentationImageRepository,
  StoredPresentationImage,
} from './PresentationImageRepository';
import { storedKind, storedMediaType } from './presentationImageFields';

interface ImageRow {
  id: string;
  save_id: string;
  kind: string;
  name: string;
  media_type: string;
  width: number;
  height: number;
  byte_length: number;
  included: number;
  position: number;
  created_at: number;
  created_by: string;
}

interface ImageRowWithData extends ImageRow {
  data: Buffer;
}

const LISTED_COLUMNS =
  'id, save_id, kind, name, media_type, width, height, byte_length, included, position, created_at, created_by';

function toRecord(row: ImageRow): PresentationImageRecord {
  return {
    id: row.id,
    saveId: row.save_id,
    kind: storedKind(row.kind),
    name: row.name,
    mediaType: storedMediaType(row.media_type),
    width: row.width,
    height: row.height,
    byteLength: row.byte_length,
    included: row.included === 1,
    position: row.position,
    createdAt: row.created_at,
    createdBy: row.created_by,
  };
}

export class SqlitePresentationImageRepository implements PresentationImageRepository {
  private readonly insert: Database.Statement<[ImageRowWithData]>;
  private readonly bySave: Database.Statement<[string], ImageRow>;
  private readonly one: Database.Statement<[string, string], ImageRowWithData>;
  private readonly place: Database.Statement<[number, number, string, string, string]>;
  private readonly deleteOne: Database.Statement<[string, string]>;
  private readonly deleteMany: Database.Statement<[string]>;
  private readonly arrangeAll: (
    saveId: string,
    kind: string,
    order: readonly PresentationImagePlacement[],
  ) => void;

  constructor(db: Database.Database) {
    this.insert = db.prepare(
      `INSERT INTO presentation_images (${LISTED_COLUMNS}, data)
       VALUES (@id, @save_id, @kind, @name, @media_type, @width, @height, @byte_length, @included,
               @position, @created_at, @created_by, @data)`,
    );
    this.bySave = db.prepare(
      `SELECT ${LISTED_COLUMNS} FROM presentation_images WHERE save_id = ?
       ORDER BY kind = 'slide', position, created_at, id`,
    );
    this.one = db.prepare('SELECT * FROM presentation_images WHERE save_id = ? AND id = ?');
    this.place = db.prepare(
      'UPDATE presentation_images SET position = ?, included = ? WHERE save_id = ? AND kind = ? AND id = ?',
    );
    this.deleteOne = db.prepare('DELETE FROM presentation_images WHERE save_id = ? AND id = ?');
    this.deleteMany = db.prepare(
      'DELETE FROM presentation_images WHERE save_id IN (SELECT value FROM json_each(?))',
    );
    this.arrangeAll = db.transaction(
      (saveId: string, kind: string, order: readonly PresentationImagePlacement[]) => {
        order.forEach((entry, position) =>
          this.place.run(position, entry.included ? 1 : 0, saveId, kind, entry.id),
        );
      },
    );
  }

  async add(image: StoredPresentationImage): Promise<void> {
    this.insert.run({
      id: image.id,
      save_id: image.saveId,
      kind: image.kind,
      name: image.name,
      media_type: image.mediaType,
      width: image.width,
      height: image.height,
      byte_length: image.byteLength,
      included: image.included ? 1 : 0,
      position: image.position,
      created_at: image.createdAt,
      created_by: image.createdBy,
      data: Buffer.from(image.bytes),
    });
  }

  async list(saveId: string): Promise<PresentationImageRecord[]> {
    return this.bySave.all(saveId).map(toRecord);
  }

  async find(saveId: string, imageId: string): Promise<StoredPresentationImage | null> {
    const row = this.one.get(saveId, imageId);
    if (row === undefined) return null;
    return { ...toRecord(row), bytes: new Uint8Array(row.data) };
  }

  async arrange(
    saveId: string,
    kind: PresentationImageKind,
    order: readonly PresentationImagePlacement[],
  ): Promise<void> {
    this.arrangeAll(saveId, kind, order);
  }

  async delete(saveId: string, imageId: string): Promise<boolean> {
    return this.deleteOne.run(saveId, imageId).changes > 0;
  }

  async deleteBySaves(saveIds: readonly string[]): Promise<void> {
    if (saveIds.length === 0) return;
    this.deleteMany.run(JSON.stringify(saveIds));
  }
}
