import type { Comment } from '@kitchensync/schemas';

export interface CommentRepository {
  create(saveId: string, comment: Comment): Promise<void>;
  /** A save's comments, oldest first. */
  listBySave(saveId: string): Promise<Comment[]>;
  /** The reader has seen every comment of the save up to `time` (epoch ms); a later call moves it on. */
  markRead(saveId: string, readerId: string, time: number): Promise<void>;
  /**
   * Per save among `saveIds`, how many comments by others came after the reader last read them;
   * saves with none are left out.
   */
  unreadCounts(readerId: string, saveIds: readonly string[]): Promise<Record<string, number>>;
  /** Forgets the comments and read marks of these saves. */
  deleteBySaves(saveIds: readonly string[]): Promise<void>;
}
