import { SqliteAuthCodeRepository } from '../auth/SqliteAuthCodeRepository';
import { SqliteSessionRepository } from '../auth/SqliteSessionRepository';
import { SqliteTrustedDeviceRepository } from '../auth/SqliteTrustedDeviceRepository';
import { SqliteSubscriptionRepository } from '../billing/SqliteSubscriptionRepository';
import { SqliteOrganisationRepository } from '../organisations/SqliteOrganisationRepository';
import { SqliteUserRepository } from '../auth/SqliteUserRepository';
import { SqliteCommentRepository } from '../comments/SqliteCommentRepository';
import { openApiDatabase } from '../db/openApiDatabase';
import { SqliteFolderRepository } from '../folders/SqliteFolderRepository';
import { SqliteSaveRepository } from '../saves/SqliteSaveRepository';
import { SqliteSaveThumbnailRepository } from '../saves/SqliteSaveThumbnailRepository';
import { SqlitePresentationImageRepository } from '../presentations/SqlitePresentationImageRepository';
import { SqlitePrintedPresentationRepository } from '../presentations/SqlitePrintedPresentationRepository';
import type { ApiStorage } from './ApiStorage';
import { SqliteAdminRepository } from '../catalogue/SqliteAdminRepository';
import { SqliteCatalogueRepository } from '../catalogue/SqliteCatalogueRepository';
import { SqliteClientDomainRepository } from '../clientDomains/SqliteClientDomainRepository';
import { SqliteDesignSessionRepository } from '../designSessions/SqliteDesignSessionRepository';
import { SqliteUserDataRepository } from '../userData/SqliteUserDataRepository';

/** The embedded default: every repository over `${dataDir}/api.sqlite`. */
export function openSqliteApiStorage(dataDir: string): ApiStorage {
  const db = openApiDatabase(dataDir);
  return {
    users: new SqliteUserRepository(db),
    sessions: new SqliteSessionRepository(db),
    saves: new SqliteSaveRepository(db),
    saveThumbnails: new SqliteSaveThumbnailRepository(db),
    presentationImages: new SqlitePresentationImageRepository(db),
    printedPresentations: new SqlitePrintedPresentationRepository(db),
    folders: new SqliteFolderRepository(db),
    comments: new SqliteCommentRepository(db),
    authCodes: new SqliteAuthCodeRepository(db),
    trustedDevices: new SqliteTrustedDeviceRepository(db),
    organisations: new SqliteOrganisationRepository(db),
    subscriptions: new SqliteSubscriptionRepository(db),
    catalogue: new SqliteCatalogueRepository(db),
    admins: new SqliteAdminRepository(db),
    clientDomains: new SqliteClientDomainRepository(db),
    designSessions: new SqliteDesignSessionRepository(db),
    userData: new SqliteUserDataRepository(db),
    async close() {
      if (db.open) db.close();
    },
  };
}
