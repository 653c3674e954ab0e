import type { PresentationImageKind } from '@kitchensync/schemas';
import type { Binary, Collection, Db } from 'mongodb';
import type {
  PresentationImagePlacement,
  PresentationImageRecord,
  PresentationImageRepository,
  StoredPresentationImage,
} from './PresentationImageRepository';
import { storedKind, storedMediaType } from './presentationImageFields';

interface ImageDocument {
  _id: string;
  saveId: string;
  kind: string;
  name: string;
  mediaType: string;
  width: number;
  height: number;
  byteLength: number;
  included: boolean;
  position: number;
  createdAt: number;
  createdBy: string;
  /** Written as a Buffer, which the driver stores as BSON binary and reads back as a `Binary`. */
  data: Binary | Buffer;
}

function toRecord(document: Omit<ImageDocument, 'data'>): PresentationImageRecord {
  return {
    id: document._id,
    saveId: document.saveId,
    kind: storedKind(document.kind),
    name: document.name,
    mediaType: storedMediaType(document.mediaType),
    width: document.width,
    height: document.height,
    byteLength: document.byteLength,
    included: document.included,
    position: document.position,
    createdAt: document.createdAt,
    createdBy: document.createdBy,
  };
}

/** Renders first, then slides; each kind by position (creation breaks ties, as SQLite does). */
function inPresentationOrder(a: PresentationImageRecord, b: PresentationImageRecord): number {
  const byKind = Number(a.kind === 'slide') - Number(b.kind === 'slide');
  return (
    byKind || a.position - b.position || a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** Ids reach filters only as strings, so a body such as {"$gt": ""} can never become an operator. */
function idList(ids: readonly string[]): string[] {
  return ids.map((id) => String(id));
}

export class MongoPresentationImageRepository implements PresentationImageRepository {
  private readonly images: Collection<ImageDocument>;

  constructor(db: Db) {
    this.images = db.collection<ImageDocument>('presentation_images');
  }

  async ensureIndexes(): Promise<void> {
    await this.images.createIndex({ saveId: 1, kind: 1, position: 1 });
  }

  async add(image: StoredPresentationImage): Promise<void> {
    await this.images.insertOne({
      _id: String(image.id),
      saveId: String(image.saveId),
      kind: String(image.kind),
      name: String(image.name),
      mediaType: String(image.mediaType),
      width: Number(image.width),
      height: Number(image.height),
      byteLength: Number(image.byteLength),
      included: Boolean(image.included),
      position: Number(image.position),
      createdAt: Number(image.createdAt),
      createdBy: String(image.createdBy),
      data: Buffer.from(image.bytes),
    });
  }

  async list(saveId: string): Promise<PresentationImageRecord[]> {
    const found = await this.images.find({ saveId: String(saveId) }, { projection: { data: 0 } }).toArray();
    return found.map(toRecord).sort(inPresentationOrder);
  }

  async find(saveId: string, imageId: string): Promise<StoredPresentationImage | null> {
    const document = await this.images.findOne({ _id: String(imageId), saveId: String(saveId) });
    if (document === null) return null;
    const data = document.data;
    return { ...toRecord(document), bytes: new Uint8Array(Buffer.isBuffer(data) ? data : data.buffer) };
  }

  async arrange(
    saveId: string,
    kind: PresentationImageKind,
    order: readonly PresentationImagePlacement[],
  ): Promise<void> {
    if (order.length === 0) return;
    await this.images.bulkWrite(
      order.map((entry, position) => ({
        updateOne: {
          filter: { _id: String(entry.id), saveId: String(saveId), kind: String(kind) },
          update: { $set: { position, included: Boolean(entry.included) } },
        },
      })),
    );
  }

  async delete(saveId: string, imageId: string): Promise<boolean> {
    const result = await this.images.deleteOne({ _id: String(imageId), saveId: String(saveId) });
    return result.deletedCount > 0;
  }

  async deleteBySaves(saveIds: readonly string[]): Promise<void> {
    if (saveIds.length === 0) return;
    await this.images.deleteMany({ saveId: { $in: idList(saveIds) } });
  }
}
