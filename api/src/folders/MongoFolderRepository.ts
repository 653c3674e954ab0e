import { FolderSchema, type Folder } from '@kitchensync/schemas';
import type { AnyBulkWriteOperation, Collection, Db } from 'mongodb';
import type { FolderRepository } from './FolderRepository';

type FolderDocument = Omit<Folder, 'id'> & { _id: string };

/** Parsed on the way out so a document written by older code still comes back as a valid Folder. */
function toFolder({ _id, ...rest }: FolderDocument): Folder {
  return FolderSchema.parse({ ...rest, id: _id });
}

function toDocument(folder: Folder): FolderDocument {
  const { id, ...rest } = FolderSchema.parse(folder);
  return { ...rest, _id: id };
}

/** Ids reach filters only as strings, so a body such as {"$gt": ""} can never become an operator. */
function idList(ids: readonly string[]): string[] {
  return ids.map((id) => String(id));
}

export class MongoFolderRepository implements FolderRepository {
  private readonly folders: Collection<FolderDocument>;

  constructor(db: Db) {
    this.folders = db.collection<FolderDocument>('folders');
  }

  async ensureIndexes(): Promise<void> {
    await this.folders.createIndex({ owner: 1 });
    await this.folders.createIndex({ editors: 1 });
    await this.folders.createIndex({ viewers: 1 });
    await this.folders.createIndex({ path: 1 });
  }

  async create(folder: Folder): Promise<void> {
    await this.folders.insertOne(toDocument(folder));
  }

  async findById(id: string): Promise<Folder | null> {
    const found = await this.folders.findOne({ _id: String(id) });
    return found ? toFolder(found) : null;
  }

  async findByIds(ids: readonly string[]): Promise<Folder[]> {
    if (ids.length === 0) return [];
    return (await this.folders.find({ _id: { $in: idList(ids) } }).toArray()).map(toFolder);
  }

  async listByMember(credentialId: string): Promise<Folder[]> {
    const member = String(credentialId);
    const found = this.folders.find({ $or: [{ owner: member }, { editors: member }, { viewers: member }] });
    return (await found.toArray()).map(toFolder);
  }

  async listSubtree(folderId: string): Promise<Folder[]> {
    // A path lists every ancestor and the folder itself, so matching one element finds the whole subtree.
    return (await this.folders.find({ path: String(folderId) }).toArray()).map(toFolder);
  }

  async replaceAll(folders: readonly Folder[]): Promise<void> {
    if (folders.length === 0) return;
    const operations: AnyBulkWriteOperation<FolderDocument>[] = folders.map((folder) => {
      const { _id, ...replacement } = toDocument(folder);
      return { replaceOne: { filter: { _id: String(_id) }, replacement } };
    });
    await this.folders.bulkWrite(operations, { ordered: true });
  }

  async deleteMany(ids: readonly string[]): Promise<void> {
    if (ids.length > 0) await this.folders.deleteMany({ _id: { $in: idList(ids) } });
  }
}
