import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_EXECUTABLE, SOFTWARE_CHROMIUM_ARGS } from '../../src/browser/softwareChromium';

/**
 * Chromium as the e2e tests run it (headless, software WebGL through SwiftShader) with a profile
 * folder of its own, so a benchmark can clear its caches and stores between repeats; `close` ends
 * it and removes the folder.
 */
export async function launchBenchBrowser(viewport: {
  width: number;
  height: number;
}): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'kitchensync-bench-profile-'));
  const context = await chromium
    .launchPersistentContext(profile, {
      executablePath: CHROMIUM_EXECUTABLE,
      headless: true,
      viewport,
      args: [...SOFTWARE_CHROMIUM_ARGS],
    })
    .catch(async (error: unknown) => {
      await rm(profile, { recursive: true, force: true });
      throw error;
    });
  return {
    context,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
