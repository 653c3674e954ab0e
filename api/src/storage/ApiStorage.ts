import type { SessionRepository } from '../auth/SessionRepository';
import type { UserRepository } from '../auth/UserRepository';
import type { CommentRepository } from '../comments/CommentRepository';
import type { FolderRepository } from '../folders/FolderRepository';
import type { SaveRepository } from '../saves/SaveRepository';

/**
 * Every repository the api works with, from one store: SQLite in the data folder by default
 * (`openSqliteApiStorage`), MongoDB when configured (`openMongoApiStorage`). A feature adds its
 * repository here and to both adapters, and its contract to `apiStorageContract`.
 */
export interface ApiStorage {
  users: UserRepository;
  sessions: SessionRepository;
  saves: SaveRepository;
  folders: FolderRepository;
  comments: CommentRepository;
  /** Lets go of the store; calls made afterwards fail. */
  close(): Promise<void>;
}
