import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** One person's browser: Debian's Chromium with a fresh profile and a small viewport. */
export async function openBrowser(): Promise<{
  context: BrowserContext;
  /** Content-security-policy violations any page reported, so tests can prove the policy fits the app. */
  cspViolations: string[];
  close(): Promise<void>;
}> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'kitchensync-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 640, height: 360 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--enable-unsafe-swiftshader',
      '--use-angle=swiftshader',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const cspViolations: string[] = [];
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  return {
    context,
    cspViolations,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
