import { createApi, createOutboxMailer } from '@kitchensync/api';
import { createCollabServer, openSqliteDocumentStore } from '@kitchensync/collab-server';
import express from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Logger } from 'pino';
import { createMetricsRegistry } from './operations/metricsRegistry';
import { operationsRoutes } from './operations/operationsRoutes';
import type { ServerConfig } from './serverConfig';
import { loadTicketSecret } from './ticketSecret';

export interface KitchenSyncServer {
  httpServer: Server;
  app: express.Express;
  listen(): Promise<AddressInfo>;
  close(): Promise<void>;
}

/**
 * The single-machine product: REST api, collab WebSocket endpoint and the client on one port.
 * `mountClient` serves the client (the built files, or Vite's dev middleware).
 */
export function createKitchenSyncServer(
  config: ServerConfig,
  logger: Logger,
  mountClient: (app: express.Express, httpServer: Server) => void,
): KitchenSyncServer {
  const ticketSecret = loadTicketSecret(config.dataDir, config.collabTicketSecret);
  const api = createApi({
    dataDir: config.dataDir,
    ticketSecret,
    mailer: createOutboxMailer(config.outboxDir),
    secureCookies: config.secureCookies,
    log: (event, details) => logger.error({ ...details, event }, event),
    // Everyone's connections to the save rejoin with a fresh ticket, so each gets their new role at once.
    onSharingChanged: (saveId) => collab.revoke(saveId, null),
  });
  const store = openSqliteDocumentStore(path.join(config.dataDir, 'documents.sqlite'));
  const collab = createCollabServer({
    store,
    ticketSecret,
    log: (event, details) => logger.info({ ...details, event }, event),
  });

  let closing = false;
  const readiness = {
    async check() {
      if (closing) return false;
      // A read through the document store proves its file is open and answering.
      await store.loadUpdates('readiness-probe');
      return true;
    },
  };

  const app = express();
  app.disable('x-powered-by');
  app.use(operationsRoutes(readiness, createMetricsRegistry({ roomCount: () => collab.roomCount() })));
  app.use('/api', api.router);
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
      await collab.close();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await api.close();
      await store.close();
    },
  };
}
