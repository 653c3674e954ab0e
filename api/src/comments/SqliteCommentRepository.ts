import { CommentSchema, type Comment } from '@kitchensync/schemas';
import type Database from 'better-sqlite3';
import type { CommentRepository } from './CommentRepository';

interface CommentRow {
  id: string;
  save_id: string;
  owner: string;
  content: string;
  added_time: number;
}

function toComment(row: CommentRow): Comment {
  return CommentSchema.parse({
    id: row.id,
    owner: row.owner,
    content: row.content,
    __added_time: row.added_time,
  });
}

export class SqliteCommentRepository implements CommentRepository {
  private readonly insert: Database.Statement<[CommentRow]>;
  private readonly bySave: Database.Statement<[string], CommentRow>;
  private readonly read: Database.Statement<[{ save_id: string; reader_id: string; read_time: number }]>;
  private readonly unread: Database.Statement<
    [{ reader: string; saves: string }],
    { save_id: string; unread: number }
  >;
  private readonly deleteComments: Database.Statement<[string]>;
  private readonly deleteReads: Database.Statement<[string]>;

  constructor(db: Database.Database) {
    this.insert = db.prepare(
      `INSERT INTO comments (id, save_id, owner, content, added_time)
       VALUES (@id, @save_id, @owner, @content, @added_time)`,
    );
    this.bySave = db.prepare('SELECT * FROM comments WHERE save_id = ? ORDER BY added_time, rowid');
    this.read = db.prepare(
      `INSERT INTO comment_reads (save_id, reader_id, read_time) VALUES (@save_id, @reader_id, @read_time)
       ON CONFLICT (save_id, reader_id) DO UPDATE SET read_time = max(read_time, excluded.read_time)`,
    );
    this.unread = db.prepare(
      `SELECT comments.save_id AS save_id, count(*) AS unread
       FROM comments
       LEFT JOIN comment_reads ON comment_reads.save_id = comments.save_id
         AND comment_reads.reader_id = @reader
       WHERE comments.save_id IN (SELECT value FROM json_each(@saves))
         AND comments.owner <> @reader
         AND comments.added_time > coalesce(comment_reads.read_time, -1)
       GROUP BY comments.save_id`,
    );
    this.deleteComments = db.prepare(
      'DELETE FROM comments WHERE save_id IN (SELECT value FROM json_each(?))',
    );
    this.deleteReads = db.prepare(
      'DELETE FROM comment_reads WHERE save_id IN (SELECT value FROM json_each(?))',
    );
  }

  async create(saveId: string, comment: Comment): Promise<void> {
    this.insert.run({
      id: comment.id,
      save_id: saveId,
      owner: comment.owner,
      content: comment.content,
      added_time: comment.__added_time,
    });
  }

  async listBySave(saveId: string): Promise<Comment[]> {
    return this.bySave.all(saveId).map(toComment);
  }

  async markRead(saveId: string, readerId: string, time: number): Promise<void> {
    this.read.run({ save_id: saveId, reader_id: readerId, read_time: time });
  }

  async unreadCounts(readerId: string, saveIds: readonly string[]): Promise<Record<string, number>> {
    if (saveIds.length === 0) return {};
    const rows = this.unread.all({ reader: readerId, saves: JSON.stringify(saveIds) });
    return Object.fromEntries(rows.map((row) => [row.save_id, row.unread]));
  }

  async deleteBySaves(saveIds: readonly string[]): Promise<void> {
    if (saveIds.length === 0) return;
    this.deleteComments.run(JSON.stringify(saveIds));
    this.deleteReads.run(JSON.stringify(saveIds));
  }
}
