import { SqliteSessionRepository } from '../auth/SqliteSessionRepository';
import { SqliteUserRepository } from '../auth/SqliteUserRepository';
import { openApiDatabase } from '../db/openApiDatabase';
import { SqliteSaveRepository } from '../saves/SqliteSaveRepository';
import type { ApiStorage } from './ApiStorage';

/** The embedded default: every repository over `${dataDir}/api.sqlite`. */
export function openSqliteApiStorage(dataDir: string): ApiStorage {
  const db = openApiDatabase(dataDir);
  return {
    users: new SqliteUserRepository(db),
    sessions: new SqliteSessionRepository(db),
    saves: new SqliteSaveRepository(db),
    async close() {
      if (db.open) db.close();
    },
  };
}
