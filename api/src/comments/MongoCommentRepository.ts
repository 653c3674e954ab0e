import { CommentSchema, type Comment } from '@kitchensync/schemas';
import type { Collection, Db } from 'mongodb';
import type { CommentRepository } from './CommentRepository';

interface CommentDocument {
  _id: string;
  saveId: string;
  owner: string;
  content: string;
  __added_time: number;
}

interface CommentReadDocument {
  /** `${saveId} ${readerId}`: one mark per reader and save, upserted by key. */
  _id: string;
  saveId: string;
  readerId: string;
  readTime: number;
}

function toComment(document: CommentDocument): Comment {
  return CommentSchema.parse({
    id: document._id,
    owner: document.owner,
    content: document.content,
    __added_time: document.__added_time,
  });
}

/** Ids reach filters only as strings, so a body such as {"$gt": ""} can never become an operator. */
function idList(ids: readonly string[]): string[] {
  return ids.map((id) => String(id));
}

export class MongoCommentRepository implements CommentRepository {
  private readonly comments: Collection<CommentDocument>;
  private readonly reads: Collection<CommentReadDocument>;

  constructor(db: Db) {
    this.comments = db.collection<CommentDocument>('comments');
    this.reads = db.collection<CommentReadDocument>('comment_reads');
  }

  async ensureIndexes(): Promise<void> {
    await this.comments.createIndex({ saveId: 1, __added_time: 1 });
    await this.reads.createIndex({ readerId: 1, saveId: 1 });
  }

  async create(saveId: string, comment: Comment): Promise<void> {
    await this.comments.insertOne({
      _id: String(comment.id),
      saveId: String(saveId),
      owner: String(comment.owner),
      content: String(comment.content),
      __added_time: Number(comment.__added_time),
    });
  }

  async listBySave(saveId: string): Promise<Comment[]> {
    const found = this.comments.find({ saveId: String(saveId) }).sort({ __added_time: 1, _id: 1 });
    return (await found.toArray()).map(toComment);
  }

  async markRead(saveId: string, readerId: string, time: number): Promise<void> {
    const save = String(saveId);
    const reader = String(readerId);
    await this.reads.updateOne(
      { _id: `${save} ${reader}` },
      { $max: { readTime: Number(time) }, $setOnInsert: { saveId: save, readerId: reader } },
      { upsert: true },
    );
  }

  async unreadCounts(readerId: string, saveIds: readonly string[]): Promise<Record<string, number>> {
    if (saveIds.length === 0) return {};
    const reader = String(readerId);
    const saves = idList(saveIds);
    const marks = await this.reads.find({ readerId: reader, saveId: { $in: saves } }).toArray();
    const readTime = new Map(marks.map((mark) => [mark.saveId, mark.readTime]));
    const counts: Record<string, number> = {};
    const others = this.comments.find(
      { saveId: { $in: saves }, owner: { $ne: reader } },
      { projection: { saveId: 1, __added_time: 1 } },
    );
    for await (const comment of others) {
      if (comment.__added_time > (readTime.get(comment.saveId) ?? -1)) {
        counts[comment.saveId] = (counts[comment.saveId] ?? 0) + 1;
      }
    }
    return counts;
  }

  async deleteBySaves(saveIds: readonly string[]): Promise<void> {
    if (saveIds.length === 0) return;
    const saves = idList(saveIds);
    await this.comments.deleteMany({ saveId: { $in: saves } });
    await this.reads.deleteMany({ saveId: { $in: saves } });
  }
}
