import type { Binary, Collection, Db } from 'mongodb';
import type {
  PrintedPresentationRecord,
  PrintedPresentationRepository,
  StoredPrintedPresentation,
} from './PrintedPresentationRepository';

interface PrintedDocument {
  _id: string;
  saveId: string;
  name: string;
  byteLength: number;
  createdAt: number;
  createdBy: string;
  createdByName: string;
  /** Written as a Buffer, which the driver stores as BSON binary and reads back as a `Binary`. */
  data: Binary | Buffer;
}

function toRecord(document: Omit<PrintedDocument, 'data'>): PrintedPresentationRecord {
  return {
    id: document._id,
    saveId: document.saveId,
    name: document.name,
    byteLength: document.byteLength,
    createdAt: document.createdAt,
    createdBy: document.createdBy,
    createdByName: document.createdByName,
  };
}

/** Ids reach filters only as strings, so a body such as {"$gt": ""} can never become an operator. */
function idList(ids: readonly string[]): string[] {
  return ids.map((id) => String(id));
}

export class MongoPrintedPresentationRepository implements PrintedPresentationRepository {
  private readonly presentations: Collection<PrintedDocument>;

  constructor(db: Db) {
    this.presentations = db.collection<PrintedDocument>('printed_presentations');
  }

  async ensureIndexes(): Promise<void> {
    await this.presentations.createIndex({ saveId: 1, createdAt: -1 });
  }

  async add(presentation: StoredPrintedPresentation): Promise<void> {
    await this.presentations.insertOne({
      _id: String(presentation.id),
      saveId: String(presentation.saveId),
      name: String(presentation.name),
      byteLength: Number(presentation.byteLength),
      createdAt: Number(presentation.createdAt),
      createdBy: String(presentation.createdBy),
      createdByName: String(presentation.createdByName),
      data: Buffer.from(presentation.bytes),
    });
  }

  async list(saveId: string): Promise<PrintedPresentationRecord[]> {
    const found = await this.presentations
      .find({ saveId: String(saveId) }, { projection: { data: 0 } })
      .sort({ createdAt: -1, _id: -1 })
      .toArray();
    return found.map(toRecord);
  }

  async find(saveId: string, printedId: string): Promise<StoredPrintedPresentation | null> {
    const document = await this.presentations.findOne({ _id: String(printedId), saveId: String(saveId) });
    if (document === null) return null;
    const data = document.data;
    return { ...toRecord(document), bytes: new Uint8Array(Buffer.isBuffer(data) ? data : data.buffer) };
  }

  async delete(saveId: string, printedId: string): Promise<boolean> {
    const result = await this.presentations.deleteOne({ _id: String(printedId), saveId: String(saveId) });
    return result.deletedCount > 0;
  }

  async deleteBySaves(saveIds: readonly string[]): Promise<void> {
    if (saveIds.length === 0) return;
    await this.presentations.deleteMany({ saveId: { $in: idList(saveIds) } });
  }
}
