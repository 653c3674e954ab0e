import { SqliteSessionRepository } from '../auth/SqliteSessionRepository';
import { SqliteUserRepository } from '../auth/SqliteUserRepository';
import { SqliteCommentRepository } from '../comments/SqliteCommentRepository';
import { openApiDatabase } from '../db/openApiDatabase';
import { SqliteFolderRepository } from '../folders/SqliteFolderRepository';
import { SqliteSaveRepository } from '../saves/SqliteSaveRepository';
import type { ApiStorage } from './ApiStorage';

/** The embedded default: every repository over `${dataDir}/api.sqlite`. */
export function openSqliteApiStorage(dataDir: string): ApiStorage {
  const db = openApiDatabase(dataDir);
  return {
    users: new SqliteUserRepository(db),
    sessions: new SqliteSessionRepository(db),
    saves: new SqliteSaveRepository(db),
    folders: new SqliteFolderRepository(db),
    comments: new SqliteCommentRepository(db),
    async close() {
      if (db.open) db.close();
    },
  };
}
