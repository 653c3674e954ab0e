import type { AuthCodeRepository } from '../auth/AuthCodeRepository';
import type { SessionRepository } from '../auth/SessionRepository';
import type { TrustedDeviceRepository } from '../auth/TrustedDeviceRepository';
import type { SubscriptionRepository } from '../billing/SubscriptionRepository';
import type { OrganisationRepository } from '../organisations/OrganisationRepository';
import type { UserRepository } from '../auth/UserRepository';
import type { CommentRepository } from '../comments/CommentRepository';
import type { FolderRepository } from '../folders/FolderRepository';
import type { SaveRepository } from '../saves/SaveRepository';
import type { SaveThumbnailRepository } from '../saves/SaveThumbnailRepository';
import type { PresentationImageRepository } from '../presentations/PresentationImageRepository';
import type { PrintedPresentationRepository } from '../presentations/PrintedPresentationRepository';
import type { AdminRepository } from '../catalogue/AdminRepository';
import type { CatalogueRepository } from '../catalogue/CatalogueRepository';
import type { ClientDomainRepository } from '../clientDomains/ClientDomainRepository';
import type { DesignSessionRepository } from '../designSessions/DesignSessionRepository';
import type { UserDataRepository } from '../userData/UserDataRepository';

/**
 * Every repository the api works with, from one store: SQLite in the data folder by default
 * (`openSqliteApiStorage`), MongoDB when configured (`openMongoApiStorage`). A feature adds its
 * repository here and to both adapters, and its contract to `apiStorageContract`.
 */
export interface ApiStorage {
  users: UserRepository;
  sessions: SessionRepository;
  saves: SaveRepository;
  /** The picture of each save's design on the home page. */
  saveThumbnails: SaveThumbnailRepository;
  /** The renders and custom slides kept with each save for its presentation. */
  presentationImages: PresentationImageRepository;
  /** The presentation PDFs printed from each save, kept for its editors. */
  printedPresentations: PrintedPresentationRepository;
  folders: FolderRepository;
  comments: CommentRepository;
  authCodes: AuthCodeRepository;
  trustedDevices: TrustedDeviceRepository;
  organisations: OrganisationRepository;
  subscriptions: SubscriptionRepository;
  catalogue: CatalogueRepository;
  /** The admin flag on accounts; plans come from billing (`UserPlans`). */
  admins: AdminRepository;
  clientDomains: ClientDomainRepository;
  designSessions: DesignSessionRepository;
  userData: UserDataRepository;
  /** Lets go of the store; calls made afterwards fail. */
  close(): Promise<void>;
}
