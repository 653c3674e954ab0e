import { SqliteSessionRepository } from '../auth/SqliteSessionRepository';
import { SqliteUserRepository } from '../auth/SqliteUserRepository';
import { openApiDatabase } from '../db/openApiDatabase';
import { SqliteSaveRepository } from '../saves/SqliteSaveRepository';
import type { ApiStorage } from './ApiStorage';
import { SqliteAccountStanding } from '../catalogue/SqliteAccountStanding';
import { SqliteCatalogueRepository } from '../catalogue/SqliteCatalogueRepository';
import { SqliteClientDomainRepository } from '../clientDomains/SqliteClientDomainRepository';
import { SqliteDesignSessionRepository } from '../designSessions/SqliteDesignSessionRepository';

/** The embedded default: every repository over `${dataDir}/api.sqlite`. */
export function openSqliteApiStorage(dataDir: string): ApiStorage {
  const db = openApiDatabase(dataDir);
  return {
    users: new SqliteUserRepository(db),
    sessions: new SqliteSessionRepository(db),
    saves: new SqliteSaveRepository(db),
    catalogue: new SqliteCatalogueRepository(db),
    standing: new SqliteAccountStanding(db),
    clientDomains: new SqliteClientDomainRepository(db),
    designSessions: new SqliteDesignSessionRepository(db),
    async close() {
      if (db.open) db.close();
    },
  };
}
