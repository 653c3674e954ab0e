import type { Page } from 'playwright-core';
import { mailedLoginCode } from './mailedLoginCode';

const WAIT_MS = 30_000;

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
