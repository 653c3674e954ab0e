import { loadMongoDriver } from './loadMongoDriver';
import { MongoAuthCodeRepository } from '../auth/MongoAuthCodeRepository';
import { MongoSessionRepository } from '../auth/MongoSessionRepository';
import { MongoTrustedDeviceRepository } from '../auth/MongoTrustedDeviceRepository';
import { MongoSubscriptionRepository } from '../billing/MongoSubscriptionRepository';
import { MongoOrganisationRepository } from '../organisations/MongoOrganisationRepository';
import { MongoUserRepository } from '../auth/MongoUserRepository';
import { MongoCommentRepository } from '../comments/MongoCommentRepository';
import { MongoSaveThumbnailRepository } from '../saves/MongoSaveThumbnailRepository';
import { MongoPresentationImageRepository } from '../presentations/MongoPresentationImageRepository';
import { MongoPrintedPresentationRepository } from '../presentations/MongoPrintedPresentationRepository';
import { MongoFolderRepository } from '../folders/MongoFolderRepository';
import { MongoSaveRepository } from '../saves/MongoSaveRepository';
import type { ApiStorage } from './ApiStorage';
import { MongoAdminRepository } from '../catalogue/MongoAdminRepository';
import { MongoCatalogueRepository } from '../catalogue/MongoCatalogueRepository';
import { MongoClientDomainRepository } from '../clientDomains/MongoClientDomainRepository';
import { MongoDesignSessionRepository } from '../designSessions/MongoDesignSessionRepository';
import { MongoUserDataRepository } from '../userData/MongoUserDataRepository';

export interface MongoApiStorageOptions {
  url: string;
  dbName: string;
}

/** Every repository over one MongoDB database; the indexes they rely on are created before use. */
export async function openMongoApiStorage({ url, dbName }: MongoApiStorageOptions): Promise<ApiStorage> {
  const { MongoClient } = loadMongoDriver();
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 5_000 });
  await client.connect();
  try {
    const db = client.db(dbName);
    const repositories = {
      users: new MongoUserRepository(db),
      sessions: new MongoSessionRepository(db),
      saves: new MongoSaveRepository(db),
      saveThumbnails: new MongoSaveThumbnailRepository(db),
      presentationImages: new MongoPresentationImageRepository(db),
      printedPresentations: new MongoPrintedPresentationRepository(db),
      folders: new MongoFolderRepository(db),
      comments: new MongoCommentRepository(db),
      authCodes: new MongoAuthCodeRepository(db),
      trustedDevices: new MongoTrustedDeviceRepository(db),
      organisations: new MongoOrganisationRepository(db),
      subscriptions: new MongoSubscriptionRepository(db),
      catalogue: new MongoCatalogueRepository(db),
      clientDomains: new MongoClientDomainRepository(db),
      designSessions: new MongoDesignSessionRepository(db),
      userData: new MongoUserDataRepository(db),
    };
    await Promise.all(Object.values(repositories).map((repository) => repository.ensureIndexes()));
    return {
      ...repositories,
      // The admin flag lives on the users collection, whose indexes the user repository makes.
      admins: new MongoAdminRepository(db),
      async close() {
        await client.close();
      },
    };
  } catch (error) {
    await client.close();
    throw error;
  }
}
