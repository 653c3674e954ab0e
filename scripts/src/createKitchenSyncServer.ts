import {
  createApi,
  createBraintreeGateway,
  createOutboxMailer,
  createSmtpMailer,
  createTestPaymentGateway,
  openMongoApiStorage,
  openSqliteApiStorage,
  type ApiStorage,
} from '@kitchensync/api';
import {
  compactInBackground,
  createCollabServer,
  createDesignDocuments,
  createDesignHistory,
  createInProcessRevocationFeed,
  createInProcessRoomBus,
  createRedisRevocationFeed,
  createRedisStreamsRoomBus,
  openMongoDocumentStore,
  openSqliteDocumentStore,
  type CollabLog,
  type CollabSettings,
  type DocumentLog,
  type RevocationFeed,
  type RoomBus,
} from '@kitchensync/collab-server';
import { FFMPEG_CORE_PATH } from '@kitchensync/schemas';
import express from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Logger } from 'pino';
import { createCollabMetrics } from './operations/collabMetrics';
import { createMetricsRegistry } from './operations/metricsRegistry';
import { corsForConfiguredOrigins } from './corsForConfiguredOrigins';
import { ffmpegCoreFiles } from './ffmpegCoreFiles';
import { operationsRoutes } from './operations/operationsRoutes';
import { securityHeaders } from './securityHeaders';
import type { ServerConfig } from './serverConfig';
import { loadTicketSecret } from './ticketSecret';

export interface KitchenSyncServer {
  httpServer: Server;
  app: express.Express;
  listen(): Promise<AddressInfo>;
  close(): Promise<void>;
}

/**
 * The product: REST api, collab WebSocket endpoint and the client on one port. Alone it needs only
 * its data folder (SQLite); with REDIS_URL its rooms and revocations are shared with every other
 * instance on that Redis, and with MONGODB_URL the design event log lives in MongoDB.
 * `mountClient` serves the client (the built files, or Vite's dev middleware).
 */
export async function createKitchenSyncServer(
  config: ServerConfig,
  logger: Logger,
  mountClient: (app: express.Express, httpServer: Server) => void,
  mode: 'production' | 'development' = 'production',
): Promise<KitchenSyncServer> {
  const ticketSecret = loadTicketSecret(config.dataDir, config.collabTicketSecret);
  const collabLog: CollabLog = (event, details) => logger.info({ ...details, event }, event);
  const registry = createMetricsRegistry({
    roomCount: () => collab.roomCount(),
    dormantRoomCount: () => collab.dormantRoomCount(),
  });
  const metrics = createCollabMetrics(registry);

  // Opened in order and, should a later part fail to start, closed again in reverse.
  const opened: (() => Promise<void>)[] = [];
  const closeOpened = async () => {
    for (const close of opened.splice(0).reverse()) await close().catch(() => undefined);
  };
  let store: DocumentLog;
  let bus: RoomBus;
  let revocations: RevocationFeed;
  let apiStorage: ApiStorage;
  try {
    apiStorage = config.mongodb
      ? await openMongoApiStorage(config.mongodb)
      : openSqliteApiStorage(config.dataDir);
    opened.push(() => apiStorage.close());
    const log = config.mongodb
      ? await openMongoDocumentStore(config.mongodb)
      : openSqliteDocumentStore(path.join(config.dataDir, 'documents.sqlite'), {
          writer: config.collabSqliteWriter,
          onCheckpointerCrash: (error) =>
            logger.error({ err: error, event: 'sqlite-checkpointer-crashed' }, 'sqlite-checkpointer-crashed'),
        });
    store = compactInBackground(log, {
      ownerId: config.instanceId,
      onCompacted: (_saveId, result) => metrics.compacted(result),
      onError: (saveId, error) => {
        metrics.compactionFailed();
        logger.warn({ saveId, err: error, event: 'compaction-failed' }, 'compaction-failed');
      },
    });
    opened.push(() => store.close());
    const busOptions = { instanceId: config.instanceId, observer: metrics.bus, log: collabLog };
    bus = config.redisUrl
      ? await createRedisStreamsRoomBus({ ...busOptions, url: config.redisUrl })
      : createInProcessRoomBus(busOptions);
    opened.push(() => bus.close());
    revocations = config.redisUrl
      ? await createRedisRevocationFeed({
          url: config.redisUrl,
          instanceId: config.instanceId,
          log: collabLog,
        })
      : createInProcessRevocationFeed();
    opened.push(() => revocations.close());
  } catch (error) {
    await closeOpened();
    throw error;
  }

  const collab = createCollabServer({
    store,
    bus,
    revocations,
    ticketSecret,
    observer: metrics.collab,
    log: collabLog,
    trustProxy: config.trustProxy,
    settings: anonymousSocketSettings(config.collabAnonymousLimits),
  });
  const smtp = config.smtp ? createSmtpMailer(config.smtp.url, config.smtp.from) : null;
  const api = createApi({
    storage: apiStorage,
    ticketSecret,
    mailer: smtp ?? createOutboxMailer(config.outboxDir),
    publicUrl: config.publicUrl,
    adminEmails: config.adminEmails,
    currency: config.currency,
    redisUrl: config.redisUrl,
    paymentGateway:
      config.payments.gateway === 'braintree'
        ? createBraintreeGateway(config.payments)
        : config.payments.gateway === 'test'
          ? createTestPaymentGateway()
          : null,
    designs: createDesignDocuments({ log: store }),
    secureCookies: config.secureCookies,
    log: (event, details, level = 'error') => logger[level]({ ...details, event }, event),
    requestLog: (entry) => logger.info({ ...entry, event: 'request' }, 'request'),
    history: createDesignHistory({
      log: store,
      applyServerChange: (saveId, change, author) => collab.applyServerChange(saveId, change, author),
    }),
    // Everyone's connections to the save rejoin with a fresh ticket, so each gets their new role at once;
    // the sharing call answers once that holds on every instance.
    onSharingChanged: async (saveId) => {
      await collab.revoke(saveId, null);
    },
    // Whoever has the save open, here or on another instance, refetches its new name.
    onSaveDetailsChanged: (saveId) => collab.announceSaveDetailsChanged(saveId),
    onCataloguePricesChanged: (accountId) => collab.announceCataloguePricesChanged(accountId),
    // The ticket's holder joins within moments: its room loads meanwhile (on this instance; behind a
    // load balancer another one may take the socket, and this room then goes after its grace).
    onCollabTicketIssued: (saveId) => collab.warmRoom(saveId),
    // A logged-out session's tickets and sockets end with it, on every instance.
    onSessionEnded: async (sessionId) => {
      await collab.endSession(sessionId);
    },
  });

  let closing = false;
  const readiness = {
    async check() {
      if (closing) return false;
      // A read through the document store proves it is open and answering.
      await store.lastSeq('readiness-probe');
      return true;
    },
  };

  const app = express();
  app.disable('x-powered-by');
  // Per-address login limits must see the client, not the load balancer.
  if (config.trustProxy) app.set('trust proxy', true);
  app.use(securityHeaders(mode));
  app.use(operationsRoutes(readiness, registry));
  app.use('/api', corsForConfiguredOrigins(config.corsOrigins), api.router);
  app.use(FFMPEG_CORE_PATH, ffmpegCoreFiles());
  const httpServer = createServer(app);
  httpServer.on('upgrade', (req, socket, head) => {
    if (!collab.handleUpgrade(req, socket, head) && httpServer.listenerCount('upgrade') === 1) {
      socket.destroy();
    }
  });
  mountClient(app, httpServer);

  return {
    httpServer,
    app,
    listen: () =>
      new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(config.port, config.host, () => resolve(httpServer.address() as AddressInfo));
      }),
    async close() {
      closing = true;
      // Sockets first, so every accepted update is appended; then the parts they wrote through.
      await collab.close();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      // The api closes its storage and Redis; closing the storage again with the rest is harmless.
      await api.close();
      smtp?.close();
      await closeOpened();
    },
  };
}

/** Only the caps the operator set, so the collab-server's defaults hold for the others. */
function anonymousSocketSettings(limits: ServerConfig['collabAnonymousLimits']): Partial<CollabSettings> {
  const settings: Partial<CollabSettings> = {};
  if (limits.perTicket !== undefined) settings.maxConnectionsPerAnonymousTicket = limits.perTicket;
  if (limits.perAddress !== undefined) settings.maxAnonymousConnectionsPerAddress = limits.perAddress;
  return settings;
}
