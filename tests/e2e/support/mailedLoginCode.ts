import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

const WAIT_MS = 30_000;

/** The six-digit code in the newest outbox mail to `to` that holds one. */
export async function mailedLoginCode(dataDir: string, to: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const names = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
    for (const name of names.reverse()) {
      const text = await readFile(path.join(outbox, name), 'utf8');
      const code = /^(\d{6})$/m.exec(text)?.[1];
      if (text.includes(`To: ${to}`) && code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code was mailed to ${to}`);
}

/**
 * Opens an existing guest account on a browser that is not its own: the login dialog's code step
 * asks for the code mailed to the address, which the test reads from the outbox.
 */
export async function signInAsGuestOnNewBrowser(
  page: Page,
  baseUrl: string,
  dataDir: string,
  email: string,
): Promise<void> {
  await page.goto(baseUrl);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await page.getByLabel('Verification code').waitFor({ timeout: WAIT_MS });
  await page.getByLabel('Verification code').fill(await mailedLoginCode(dataDir, email));
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await page.getByRole('button', { name: 'New design' }).waitFor({ timeout: WAIT_MS });
}
