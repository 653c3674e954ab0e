import cookieParser from 'cookie-parser';
import express, { Router } from 'express';
import { AuthService } from './auth/AuthService';
import { authRoutes } from './auth/authRoutes';
import { authenticate } from './auth/authenticate';
import type { DesignHistory } from './history/DesignHistory';
import { HistoryService } from './history/HistoryService';
import { historyRoutes } from './history/historyRoutes';
import type { ApiLog } from './http/ApiLog';
import { errorHandler } from './http/errorHandler';
import { notFoundHandler } from './http/notFoundHandler';
import type { Mailer } from './mail/Mailer';
import { SavesService } from './saves/SavesService';
import { savesRoutes } from './saves/savesRoutes';
import type { ApiStorage } from './storage/ApiStorage';
import { CatalogueService } from './catalogue/CatalogueService';
import { catalogueRoutes } from './catalogue/catalogueRoutes';
import { buildCatalogueSeed } from './catalogue/seed/buildCatalogueSeed';
import { CATALOGUE_SEED_VERSION } from './catalogue/seed/catalogueSeedVersion';
import { standingRoutes } from './catalogue/standingRoutes';
import { ClientDomainService } from './clientDomains/ClientDomainService';
import { clientDomainRoutes } from './clientDomains/clientDomainRoutes';
import { DesignSessionService } from './designSessions/DesignSessionService';
import { designSessionRoutes } from './designSessions/designSessionRoutes';

export interface ApiOptions {
  /** Where accounts, sessions and saves live (`openSqliteApiStorage` or `openMongoApiStorage`); closed by `close()`. */
  storage: ApiStorage;
  ticketSecret: Uint8Array;
  mailer: Mailer;
  secureCookies?: boolean;
  log: ApiLog;
  /**
   * Called after a save's sharing changed, so open collab connections can rejoin with their new
   * role at once (the caller owns the collab-server).
   */
  onSharingChanged?: (saveId: string) => void;
  /**
   * Save history (checkpoints, versions, restore) from the collab-server's log. Without it the history
   * routes answer 503 `history/unavailable`.
   */
  history?: DesignHistory;
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
  const auth = new AuthService(storage.users, storage.sessions);
  const saves = new SavesService(storage.saves, options.ticketSecret, options.onSharingChanged ?? (() => {}));

  const clientDomains = new ClientDomainService(storage.clientDomains, storage.standing);
  const catalogue = new CatalogueService(storage.catalogue, storage.standing, clientDomains, {
    version: CATALOGUE_SEED_VERSION,
    build: buildCatalogueSeed,
  });
  const designSessions = new DesignSessionService(
    storage.designSessions,
    async (token) => (await auth.authenticate(token))?.user ?? null,
  );
  // Seeded at start so the first visitor does not wait; a failure is logged and retried on the next read.
  const seeded = catalogue
    .ensureSeeded()
    .catch((error: unknown) => options.log('catalogue-seed-failed', { error }));

  const router = Router();
  router.use(express.json({ limit: JSON_BODY_LIMIT }));
  router.use(cookieParser());
  router.use(authenticate(auth));
  router.use('/auth', authRoutes(auth, options.secureCookies ?? false));
  router.use('/saves', savesRoutes(saves));
  router.use(
    '/saves/:saveId/history',
    historyRoutes(options.history ? new HistoryService(saves, options.history) : null),
  );
  router.use(catalogueRoutes(catalogue));
  router.use(standingRoutes(storage.standing));
  router.use(clientDomainRoutes(clientDomains));
  router.use(designSessionRoutes(designSessions));
  router.use(notFoundHandler);
  router.use(errorHandler(options.log));

  return {
    router,
    async close() {
      await seeded;
      await storage.close();
    },
  };
}
