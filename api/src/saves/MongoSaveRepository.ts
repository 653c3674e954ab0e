import { SaveMetaSchema, type SaveMeta, type UpdateSharingRequest } from '@kitchensync/schemas';
import type { Collection, Db } from 'mongodb';
import type { SaveRepository } from './SaveRepository';

type SaveDocument = Omit<SaveMeta, 'id'> & { _id: string };

/** Parsed on the way out so a document written by older code still comes back as a valid SaveMeta. */
function toSave({ _id, ...rest }: SaveDocument): SaveMeta {
  return SaveMetaSchema.parse({ ...rest, id: _id });
}

export class MongoSaveRepository implements SaveRepository {
  private readonly saves: Collection<SaveDocument>;

  constructor(db: Db) {
    this.saves = db.collection<SaveDocument>('saves');
  }

  async ensureIndexes(): Promise<void> {
    await this.saves.createIndex({ owner: 1 });
    await this.saves.createIndex({ editors: 1 });
    await this.saves.createIndex({ viewers: 1 });
  }

  async create(save: SaveMeta): Promise<void> {
    const { id, ...rest } = SaveMetaSchema.parse(save);
    await this.saves.insertOne({ ...rest, _id: id });
  }

  async findById(id: string): Promise<SaveMeta | null> {
    const found = await this.saves.findOne({ _id: String(id) });
    return found ? toSave(found) : null;
  }

  async updateSharing(
    id: string,
    sharing: UpdateSharingRequest,
    editedTime: number,
  ): Promise<SaveMeta | null> {
    const updated = await this.saves.findOneAndUpdate(
      { _id: String(id) },
      {
        $set: {
          access: sharing.access,
          generalAccess: sharing.generalAccess,
          __edited_time: editedTime,
        },
      },
      { returnDocument: 'after' },
    );
    return updated ? toSave(updated) : null;
  }

  async peopleSharingWith(userId: string): Promise<string[]> {
    const user = String(userId);
    const found = await this.saves
      .find(
        { $or: [{ owner: user }, { editors: user }, { viewers: user }] },
        { projection: { owner: 1, editors: 1, viewers: 1 } },
      )
      .toArray();
    return [...new Set(found.flatMap((save) => [save.owner, ...save.editors, ...save.viewers]))];
  }
}
