import { SaveMetaSchema, type SaveMeta, type UpdateSharingRequest } from '@kitchensync/schemas';
import type { Collection, Db } from 'mongodb';
import type { SaveRepository } from './SaveRepository';

type SaveDocument = Omit<SaveMeta, 'id'> & { _id: string };

/** One person who joined one save through its editing link; `_id` keeps the pair unique. */
interface LinkMemberDocument {
  _id: string;
  saveId: string;
  userId: string;
}

/** Parsed on the way out so a document written by older code still comes back as a valid SaveMeta. */
function toSave({ _id, ...rest }: SaveDocument): SaveMeta {
  return SaveMetaSchema.parse({ ...rest, id: _id });
}

/** Ids reach filters only as strings, so a body such as {"$gt": ""} can never become an operator. */
function idList(ids: readonly string[]): string[] {
  return ids.map((id) => String(id));
}

export class MongoSaveRepository implements SaveRepository {
  private readonly saves: Collection<SaveDocument>;
  private readonly linkMembers: Collection<LinkMemberDocument>;

  constructor(db: Db) {
    this.saves = db.collection<SaveDocument>('saves');
    this.linkMembers = db.collection<LinkMemberDocument>('save_link_members');
  }

  async ensureIndexes(): Promise<void> {
    await this.saves.createIndex({ owner: 1 });
    await this.saves.createIndex({ editors: 1 });
    await this.saves.createIndex({ viewers: 1 });
    await this.saves.createIndex({ folder_id: 1 });
    await this.linkMembers.createIndex({ userId: 1 });
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

  async replace(save: SaveMeta): Promise<SaveMeta | null> {
    const { id, ...rest } = SaveMetaSchema.parse(save);
    const replaced = await this.saves.findOneAndReplace({ _id: String(id) }, rest, {
      returnDocument: 'after',
    });
    return replaced ? toSave(replaced) : null;
  }

  async listByMember(credentialId: string): Promise<SaveMeta[]> {
    const member = String(credentialId);
    const found = await this.saves.find({
      $or: [{ owner: member }, { editors: member }, { viewers: member }],
    });
    return (await found.toArray()).map(toSave);
  }

  async countOwnedBy(ownerId: string): Promise<number> {
    return this.saves.countDocuments({ owner: String(ownerId) });
  }

  async listInFolders(folderIds: readonly string[]): Promise<SaveMeta[]> {
    if (folderIds.length === 0) return [];
    const found = await this.saves.find({ folder_id: { $in: idList(folderIds) } }).toArray();
    return found.map(toSave);
  }

  async deleteMany(ids: readonly string[]): Promise<void> {
    if (ids.length > 0) await this.saves.deleteMany({ _id: { $in: idList(ids) } });
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

  async addLinkMember(saveId: string, userId: string): Promise<void> {
    const pair = { saveId: String(saveId), userId: String(userId) };
    await this.linkMembers.updateOne(
      { _id: JSON.stringify([pair.saveId, pair.userId]) },
      { $set: pair },
      { upsert: true },
    );
  }

  async removeLinkMember(saveId: string, userId: string): Promise<void> {
    await this.linkMembers.deleteOne({ _id: JSON.stringify([String(saveId), String(userId)]) });
  }

  async listByLinkMember(userId: string): Promise<SaveMeta[]> {
    const joined = await this.linkMembers.find({ userId: String(userId) }).toArray();
    if (joined.length === 0) return [];
    // A deleted save's leftover rows find nothing here, so they are never listed.
    const found = await this.saves.find({ _id: { $in: joined.map((row) => row.saveId) } }).toArray();
    return found.map(toSave);
  }
}
