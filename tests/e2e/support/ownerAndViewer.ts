import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { openBrowser } from './browsers';
import { startProductServer, type ProductServer } from './productServer';

/** Two people in browsers of their own, with the product running on a data folder of its own. */
export interface OwnerAndViewer {
  server: ProductServer;
  dataDir: string;
  clientDist: string;
  ownerPage: Page;
  viewerPage: Page;
  /** Content-security-policy violations reported in either browser. */
  cspViolations(): string[];
  /** Restarts the product on the same port and data folder. */
  restartServer(): Promise<void>;
  /** Closes both browsers, stops the server and removes the data folder, in that order. */
  close(): Promise<void>;
}

export async function openOwnerAndViewer(): Promise<OwnerAndViewer> {
  const cleanups: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  };
  try {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kitchensync-e2e-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const clientDist = inject('clientDist');
    const session = {
      dataDir,
      clientDist,
      server: await startProductServer({ dataDir, clientDist }),
    };
    cleanups.push(() => session.server.stop());
    const [owner, viewer] = await Promise.all([openBrowser(), openBrowser()]);
    cleanups.push(owner.close, viewer.close);
    return Object.assign(session, {
      ownerPage: await owner.context.newPage(),
      viewerPage: await viewer.context.newPage(),
      cspViolations: () => [...owner.cspViolations, ...viewer.cspViolations],
      async restartServer() {
        await session.server.stop();
        session.server = await startProductServer({ dataDir, clientDist, port: session.server.port });
      },
      close,
    });
  } catch (error) {
    await close();
    throw error;
  }
}
