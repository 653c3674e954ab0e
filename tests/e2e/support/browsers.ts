import { CHROMIUM_EXECUTABLE, SOFTWARE_CHROMIUM_ARGS } from '@kitchensync/scripts';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

let running: Promise<Browser> | undefined;

/**
 * The test file's Chromium, launched on first use: starting Chromium costs about two seconds here,
 * a context in a running one a few milliseconds. One that crashed or was closed is replaced.
 */
async function sharedChromium(): Promise<Browser> {
  const browser = await running;
  if (browser?.isConnected()) return browser;
  running = chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    headless: true,
    args: [...SOFTWARE_CHROMIUM_ARGS],
  });
  return running;
}

/** Closes the test file's Chromium (`closeSharedChromium.ts` does after each file). */
export async function closeSharedChromium(): Promise<void> {
  const browser = await running;
  running = undefined;
  await browser?.close();
}

/**
 * One person's browser: a context of its own in Debian's Chromium, which shares no cookies, storage
 * or cache with any other (as a fresh profile would), and a small viewport.
 */
export async function openBrowser(): Promise<{
  context: BrowserContext;
  /** Content-security-policy violations any page reported, so tests can prove the policy fits the app. */
  cspViolations: string[];
  close(): Promise<void>;
}> {
  const context = await (await sharedChromium()).newContext({ viewport: { width: 640, height: 360 } });
  const cspViolations: string[] = [];
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  return {
    context,
    cspViolations,
    async close() {
      await context.close();
    },
  };
}
