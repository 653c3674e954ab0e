import type { Server } from 'node:http';
import type express from 'express';
import { pino } from 'pino';
import { createKitchenSyncServer } from './createKitchenSyncServer';
import { readServerConfig } from './serverConfig';

/** Starts the product, logs where it listens, and flushes everything on SIGTERM or Ctrl+C. */
export async function runServer(
  mode: 'production' | 'development',
  mountClient: (app: express.Express, httpServer: Server, log: pino.Logger) => void | Promise<void>,
): Promise<void> {
  const config = readServerConfig();
  const logger = pino({ level: config.logLevel });
  let mounting: void | Promise<void> = undefined;
  const server = await createKitchenSyncServer(
    config,
    logger,
    (app, httpServer) => {
      mounting = mountClient(app, httpServer, logger);
    },
    mode,
  );
  await mounting;
  const address = await server.listen();
  const shownHost = config.host === undefined || config.host === '0.0.0.0' ? 'localhost' : config.host;
  logger.info(
    { mode, dataDir: config.dataDir },
    `KitchenSync listening on http://${shownHost}:${address.port}`,
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
