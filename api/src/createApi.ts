import cookieParser from 'cookie-parser';
import express, { Router } from 'express';
import { DEFAULT_CURRENCY } from '@kitchensync/schemas';
import { AccountService } from './account/AccountService';
import { accountRoutes } from './account/accountRoutes';
import { createAuthLimits } from './auth/AuthLimits';
import { connectLimiterRedis } from './limits/LimiterRedis';
import { requestRateLimit, type RequestRateLimitOptions } from './limits/requestRateLimit';
import { AuthService } from './auth/AuthService';
import { HomeDomainRedirect } from './auth/HomeDomainRedirect';
import { userIdRoutes } from './auth/userIdRoutes';
import { BillingService } from './billing/BillingService';
import { billingRoutes } from './billing/billingRoutes';
import type { PaymentGateway } from './billing/PaymentGateway';
import { UserPlans } from './billing/UserPlans';
import { coworkersRoutes } from './organisations/coworkersRoutes';
import { invitationRoutes } from './organisations/invitationRoutes';
import { OrganisationDirectory } from './organisations/OrganisationDirectory';
import { organisationRoutes } from './organisations/organisationRoutes';
import { OrganisationService } from './organisations/OrganisationService';
import { authRoutes } from './auth/authRoutes';
import { authenticate } from './auth/authenticate';
import { CommentsService } from './comments/CommentsService';
import { commentsRoutes } from './comments/commentsRoutes';
import { FolderAncestry } from './folders/FolderAncestry';
import { FoldersService } from './folders/FoldersService';
import { foldersRoutes } from './folders/foldersRoutes';
import { TargetFolders } from './folders/TargetFolders';
import type { DesignHistory } from './history/DesignHistory';
import { HistoryService } from './history/HistoryService';
import { historyRoutes } from './history/historyRoutes';
import type { ApiLog } from './http/ApiLog';
import { errorHandler } from './http/errorHandler';
import { jsonBodyGuard } from './http/jsonBodyGuard';
import { requestLogger, type RequestLog } from './http/requestLog';
import { notFoundHandler } from './http/notFoundHandler';
import type { Mailer } from './mail/Mailer';
import { openApiRoutes } from './openapi/openApiRoutes';
import type { DesignDocuments } from './saves/DesignDocuments';
import { LibraryListing } from './saves/LibraryListing';
import { SaveFilesService } from './saves/SaveFilesService';
import { SaveQuota } from './saves/SaveQuota';
import { SaveRemoval } from './saves/SaveRemoval';
import { SavesService } from './saves/SavesService';
import { importBodyParser } from './saves/importBodyParser';
import { savesRoutes } from './saves/savesRoutes';
import { SaveThumbnailsService } from './saves/SaveThumbnailsService';
import { saveThumbnailRoutes } from './saves/saveThumbnailRoutes';
import { thumbnailBodyParser } from './saves/thumbnailBodyParser';
import { PresentationImagesService } from './presentations/PresentationImagesService';
import {
  PRINTED_PRESENTATION_BODY_LIMIT,
  presentationBodyParser,
} from './presentations/presentationBodyParser';
import { PrintedPresentationsService } from './presentations/PrintedPresentationsService';
import { printedPresentationRoutes } from './presentations/printedPresentationRoutes';
import { presentationRoutes } from './presentations/presentationRoutes';
import type { InviteeDirectory } from './sharing/InviteeDirectory';
import { OrganisationInviteeDirectory } from './sharing/OrganisationInviteeDirectory';
import { ShareLinkHost } from './sharing/ShareLinkHost';
import { SharingService } from './sharing/SharingService';
import type { ApiStorage } from './storage/ApiStorage';
import { AccountStanding } from './catalogue/AccountStanding';
import { CatalogueService } from './catalogue/CatalogueService';
import { catalogueRoutes } from './catalogue/catalogueRoutes';
import { buildCatalogueSeed } from './catalogue/seed/buildCatalogueSeed';
import { CATALOGUE_SEED_VERSION } from './catalogue/seed/catalogueSeedVersion';
import { standingRoutes } from './catalogue/standingRoutes';
import { ClientDomainService } from './clientDomains/ClientDomainService';
import { clientDomainRoutes } from './clientDomains/clientDomainRoutes';
import { DesignSessionService } from './designSessions/DesignSessionService';
import { designSessionRoutes } from './designSessions/designSessionRoutes';
import { UserDataService } from './userData/UserDataService';
import { installationRoutes } from './installation/installationRoutes';
import { userDataRoutes } from './userData/userDataRoutes';

export interface ApiOptions {
  /** Where accounts, sessions and saves live (`openSqliteApiStorage` or `openMongoApiStorage`); closed by `close()`. */
  storage: ApiStorage;
  ticketSecret: Uint8Array;
  mailer: Mailer;
  secureCookies?: boolean;
  log: ApiLog;
  /** Told of every answered request (call name, status, time, user); nothing is logged without it. */
  requestLog?: RequestLog;
  /**
   * Called after a save's sharing changed, so open collab connections can rejoin with their new
   * role at once (the caller owns the collab-server). The call that changed it answers once this
   * resolves, so that the change holds on every collab instance by then (`collab.revoke`).
   */
  onSharingChanged?: (saveId: string) => void | Promise<void>;
  /**
   * Called after a save's details (its name) changed, so the people who have it open see the new
   * name at once (`collab.announceSaveDetailsChanged`). A failure is logged as a warning and changes
   * nothing else: the rename is stored either way.
   */
  onSaveDetailsChanged?: (saveId: string) => void | Promise<void>;
  /**
   * Called after an account's catalogue prices changed (an admin's price edit), so the open editors
   * priced for that account refetch them (`collab.announceCataloguePricesChanged`). A failure is logged
   * as a warning and changes nothing else: the price is stored either way.
   */
  onCataloguePricesChanged?: (accountId: string) => void | Promise<void>;
  /**
   * Called once a collab ticket for the save was issued, before it is answered: its holder is about
   * to join, so the collab-server can start loading the room meanwhile (`collab.warmRoom`). It must
   * not throw or wait; the ticket is answered either way.
   */
  onCollabTicketIssued?: (saveId: string) => void;
  /**
   * Called when a login session ends (logout, ended from the account page, or by a password change
   * or reset) with the id its collab tickets carry (claim `sessionId`), so that the collab-server
   * refuses them and closes their sockets (`collab.endSession`). Answers wait for it.
   */
  onSessionEnded?: (collabSessionId: string) => void | Promise<void>;
  /**
   * Save history (checkpoints, versions, restore) from the collab-server's log. Without it the history
   * routes answer 503 `history/unavailable`.
   */
  history?: DesignHistory;
  /**
   * The designs themselves, in the collab-server's log (`createDesignDocuments`). Without it
   * duplicate, export and import answer 503 `design/unavailable`.
   */
  designs?: DesignDocuments;
  /** Who may be shared with; by default the members of the sharer's organisation (`OrganisationInviteeDirectory`). */
  invitees?: InviteeDirectory;
  /**
   * Shares the request rate limit and login attempt limits between api instances; without it (or
   * while it is unreachable) they are counted per process.
   */
  redisUrl?: string;
  /** Prefixes this api's Redis keys (default `ks`), so tests and deployments sharing a Redis stay apart. */
  redisKeyPrefix?: string;
  /** Requests per client address and window (default `REQUESTS_PER_WINDOW` per minute). */
  requestLimit?: Pick<RequestRateLimitOptions, 'points' | 'durationSeconds'>;
  /**
   * Charges subscriptions. Omitted or null: none, and every purchase call answers
   * billing/not_configured; the test gateway (`createTestPaymentGateway`) approves its documented
   * nonces, so it is only ever chosen explicitly.
   */
  paymentGateway?: PaymentGateway | null;
  /** Accounts that are admins while listed (ADMIN_EMAILS), besides those given the flag by an admin. */
  adminEmails?: readonly string[];
  /** The ISO 4217 code prices are shown in (CURRENCY, checked by `CurrencyCodeSchema`); default USD. */
  currency?: string;
  /** Where the client is served, for links in mails and share links (default http://localhost:8080). */
  publicUrl?: string;
  /** The clock of codes, sessions and invitations; tests pass their own. */
  now?: () => number;
}

export interface Api {
  /** Mounted by the caller at '/api'. */
  router: Router;
  close(): Promise<void>;
}

// Saves' metadata and login payloads are small; the design itself travels over the collab socket.
const JSON_BODY_LIMIT = '100kb';

export function createApi(options: ApiOptions): Api {
  const { storage } = options;
  const now = options.now ?? Date.now;
  const redis = options.redisUrl ? connectLimiterRedis(options.redisUrl, options.log) : undefined;
  const limits = createAuthLimits({ redis, keyPrefix: options.redisKeyPrefix });
  // Other features ask these: "plan of user" and "which organisation, has it coworkers, is this a member".
  const userPlans = new UserPlans(storage.organisations, storage.subscriptions);
  const organisationDirectory = new OrganisationDirectory(storage.organisations, storage.users);
  const publicUrl = options.publicUrl ?? 'http://localhost:8080';
  const standing = new AccountStanding(userPlans, storage.admins, storage.users, options.adminEmails);
  const clientDomains = new ClientDomainService(storage.clientDomains, standing);
  const homes = new HomeDomainRedirect(clientDomains, publicUrl);
  const auth = new AuthService({
    ...storage,
    limits,
    mailer: options.mailer,
    homes,
    now,
    onSessionEnded: options.onSessionEnded,
    listedAdmins: new Set((options.adminEmails ?? []).map((email) => email.trim().toLowerCase())),
  });
  const organisations = new OrganisationService({
    ...storage,
    userPlans,
    auth,
    mailer: options.mailer,
    publicUrl,
    now,
  });
  const billing = new BillingService({
    subscriptions: storage.subscriptions,
    organisations: storage.organisations,
    organisationService: organisations,
    gateway: options.paymentGateway ?? null,
    log: options.log,
    now,
  });
  const account = new AccountService(storage.users, auth, userPlans, organisationDirectory);
  const onSharingChanged = options.onSharingChanged ?? (() => {});
  const ancestry = new FolderAncestry(storage.folders);
  const targets = new TargetFolders(storage.folders, ancestry);
  const listing = new LibraryListing(
    storage.saves,
    storage.folders,
    storage.comments,
    ancestry,
    storage.saveThumbnails,
  );
  const removal = new SaveRemoval(
    storage.saves,
    storage.comments,
    options.designs,
    onSharingChanged,
    storage.saveThumbnails,
    storage.presentationImages,
    storage.printedPresentations,
  );
  const quota = new SaveQuota(storage.saves, userPlans);
  const library = {
    saves: storage.saves,
    folders: storage.folders,
    ancestry,
    targets,
    listing,
    removal,
    quota,
  };
  const announceSaveDetails = options.onSaveDetailsChanged;
  const onSaveDetailsChanged = async (saveId: string) => {
    try {
      await announceSaveDetails?.(saveId);
    } catch (error) {
      options.log('save-details-notice-failed', { saveId, error: String(error) }, 'warn');
    }
  };
  const saves = new SavesService({
    ...library,
    ticketSecret: options.ticketSecret,
    onSharingChanged,
    onSaveDetailsChanged,
    onCollabTicketIssued: options.onCollabTicketIssued,
  });
  const files = new SaveFilesService({ ...library, savesService: saves, designs: options.designs });
  const folders = new FoldersService({ ...library, onSharingChanged });
  const sharing = new SharingService({
    ...library,
    invitees:
      options.invitees ?? new OrganisationInviteeDirectory(organisationDirectory, userPlans, storage.users),
    onSharingChanged,
  });
  const comments = new CommentsService(storage.comments, storage.users, saves, organisationDirectory);
  const thumbnails = new SaveThumbnailsService(storage.saveThumbnails, saves, now);
  const presentationImages = new PresentationImagesService(storage.presentationImages, saves, now);
  const printedPresentations = new PrintedPresentationsService(storage.printedPresentations, saves, now);

  const linkHost = new ShareLinkHost(clientDomains, publicUrl);
  const announcePrices = options.onCataloguePricesChanged;
  const catalogue = new CatalogueService(
    storage.catalogue,
    standing,
    clientDomains,
    { version: CATALOGUE_SEED_VERSION, build: buildCatalogueSeed },
    async (accountId) => {
      try {
        await announcePrices?.(accountId);
      } catch (error) {
        options.log('catalogue-prices-notice-failed', { accountId, error: String(error) }, 'warn');
      }
    },
  );
  const designSessions = new DesignSessionService(
    storage.designSessions,
    async (token) => (await auth.authenticate(token))?.user ?? null,
  );
  const userData = new UserDataService(storage.userData, catalogue);
  // Seeded at start so the first visitor does not wait; a failure is logged and retried on the next read.
  const seeded = catalogue
    .ensureSeeded()
    .catch((error: unknown) => options.log('catalogue-seed-failed', { error }));

  const router = Router();
  if (options.requestLog) router.use(requestLogger(options.requestLog));
  // First, so a client over its limit costs no body parsing, session lookup or store access.
  router.use(requestRateLimit({ redis, keyPrefix: options.redisKeyPrefix, ...options.requestLimit }));
  // Before the JSON parser and authentication: the document is public and takes no body.
  router.use('/docs', openApiRoutes());
  router.use('/saves/import', importBodyParser());
  router.use('/saves/:saveId/thumbnail', thumbnailBodyParser());
  router.use('/saves/:saveId/presentation/images', presentationBodyParser());
  router.use(
    '/saves/:saveId/presentation/printed',
    presentationBodyParser(PRINTED_PRESENTATION_BODY_LIMIT, 'printedPresentation/too_large'),
  );
  // Payment gateways post their notifications as forms.
  router.use('/billing/notifications', express.urlencoded({ extended: false, limit: JSON_BODY_LIMIT }));
  router.use(express.json({ limit: JSON_BODY_LIMIT }));
  // After every body parser (the import's and the notifications' too), before any route reads a body.
  router.use(jsonBodyGuard);
  router.use(cookieParser());
  router.use(authenticate(auth));
  router.use('/auth', authRoutes(auth, homes, options.secureCookies ?? false));
  router.use('/auth', userIdRoutes(saves));
  router.use('/auth', coworkersRoutes(organisations));
  router.use('/account', accountRoutes(account));
  router.use('/organisation', organisationRoutes(organisations));
  router.use('/invitations', invitationRoutes(organisations, options.secureCookies ?? false));
  router.use(billingRoutes(billing));
  router.use(installationRoutes({ currency: options.currency ?? DEFAULT_CURRENCY }));
  router.use('/saves', savesRoutes(saves, files, sharing, linkHost));
  router.use('/saves/:saveId/comments', commentsRoutes(comments));
  router.use('/saves/:saveId/thumbnail', saveThumbnailRoutes(thumbnails));
  router.use('/saves/:saveId/presentation/printed', printedPresentationRoutes(printedPresentations));
  router.use('/saves/:saveId/presentation', presentationRoutes(presentationImages));
  router.use('/folders', foldersRoutes(folders, sharing));
  router.use(
    '/saves/:saveId/history',
    historyRoutes(options.history ? new HistoryService(saves, options.history) : null),
  );
  router.use(catalogueRoutes(catalogue));
  router.use('/userData', userDataRoutes(userData));
  router.use(standingRoutes(standing));
  router.use(clientDomainRoutes(clientDomains));
  router.use(designSessionRoutes(designSessions));
  router.use(notFoundHandler);
  router.use(errorHandler(options.log));

  return {
    router,
    async close() {
      await seeded;
      // A Redis that is away is dropped: closing would wait for it to answer.
      if (redis?.client.isReady) await redis.client.close();
      else if (redis?.client.isOpen) redis.client.destroy();
      await storage.close();
    },
  };
}
