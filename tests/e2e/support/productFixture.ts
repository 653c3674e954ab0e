import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, inject } from 'vitest';
import { openBrowser } from './browsers';
import { startProductServer, type ProductServer } from './productServer';

/** What `useProductFixture` gives one test. */
export interface ProductFixture {
  /** Runs the product on 127.0.0.1 (port 0) over a data folder of its own, with the built client. */
  start(env?: Record<string, string>): Promise<{ dataDir: string; server: ProductServer }>;
  /** A page in a browser of its own (a fresh profile), optionally at another viewport size. */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
}

/**
 * The product and browsers of each test in a `describe`: everything a test starts is closed after
 * it, in reverse order (browsers, then the server, then its data folder), whether it passed or not.
 * With `lifetime` 'describe', what a `beforeAll` starts is shared by the tests and closed after the
 * last one instead: for tests that only read a product one of them could not disturb for the next.
 * Call it in the `describe` body, where it registers its `afterEach` (or `afterAll`).
 */
export function useProductFixture(name: string, lifetime: 'test' | 'describe' = 'test'): ProductFixture {
  const cleanups: (() => Promise<void>)[] = [];
  (lifetime === 'test' ? afterEach : afterAll)(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });
  return {
    async start(env) {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), `kitchensync-e2e-${name}-`));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const server = await startProductServer({ dataDir, clientDist: inject('clientDist'), env });
      cleanups.push(() => server.stop());
      return { dataDir, server };
    },
    async newPage(viewport) {
      const browser = await openBrowser();
      cleanups.push(browser.close);
      const page = await browser.context.newPage();
      if (viewport) await page.setViewportSize(viewport);
      return page;
    },
  };
}
