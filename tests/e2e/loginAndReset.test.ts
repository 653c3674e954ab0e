import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useProductFixture } from './support/productFixture';

const WAIT_MS = 30_000;
const EMAIL = 'alice@example.com';
const PASSWORD = 'correct horse battery';

/** The six-digit code of the newest mail in the outbox to `to`, waiting for one newer than `after` files. */
async function mailedCode(
  outbox: string,
  to: string,
  after: number,
): Promise<{ code: string; count: number }> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const names = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
    if (names.length > after) {
      const text = await readFile(path.join(outbox, names.at(-1)!), 'utf8');
      const code = /^(\d{6})$/m.exec(text)?.[1];
      if (text.includes(`To: ${to}`) && code) return { code, count: names.length };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code was mailed to ${to}`);
}

async function signedInAs(page: Page, email: string): Promise<void> {
  await page.getByText(`Signed in as ${email}`).waitFor({ timeout: WAIT_MS });
}

describe('the login dialog and reset password', () => {
  const product = useProductFixture('login');

  it('logs a guest in, asks another browser for a mailed code before opening that guest account, resets the password to make a designer, asks that designer for the password and, on a new browser, for the mailed code', async () => {
    const { dataDir, server } = await product.start();
    const outbox = path.join(dataDir, 'outbox');
    const page = await product.newPage();
    await page.goto(server.url);

    // Guest mode by default; the login dialog's own wording for a bad address.
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.getByText('Please input a valid email', { exact: true }).waitFor({ timeout: WAIT_MS });
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await signedInAs(page, EMAIL);
    await page.getByRole('button', { name: 'Log out' }).click();

    // The browser that made the guest account opens it again by the e-mail alone.
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await signedInAs(page, EMAIL);
    await page.getByRole('button', { name: 'Log out' }).click();

    // Any other browser gets the code step for that guest account: the e-mail alone opens nothing.
    const guestPage = await product.newPage();
    await guestPage.goto(server.url);
    await guestPage.getByLabel('E-mail').fill(EMAIL);
    await guestPage.getByRole('button', { name: 'Continue as guest' }).click();
    await guestPage.getByLabel('Verification code').waitFor({ timeout: WAIT_MS });
    const guestMail = await mailedCode(outbox, EMAIL, 0);
    await guestPage.getByLabel('Verification code').fill(guestMail.code === '000000' ? '111111' : '000000');
    await guestPage.getByRole('button', { name: 'Continue as guest' }).click();
    await guestPage
      .getByRole('alert')
      .getByText('The code is wrong or has expired.')
      .waitFor({ timeout: WAIT_MS });
    await guestPage.getByLabel('Verification code').fill(guestMail.code);
    await guestPage.getByRole('button', { name: 'Continue as guest' }).click();
    await signedInAs(guestPage, EMAIL);

    // Reset password: step 1 the e-mail (the reset dialog's wording), step 2 code and passwords.
    await page.getByRole('button', { name: 'Log in as a designer' }).click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const reset = page.getByRole('form', { name: 'Reset password' });
    await reset.getByLabel('E-mail').fill('nope');
    await reset.getByRole('button', { name: 'Send code' }).click();
    await reset.getByText('Email invalid', { exact: true }).waitFor({ timeout: WAIT_MS });
    await reset.getByLabel('E-mail').fill(EMAIL);
    await reset.getByRole('button', { name: 'Send code' }).click();
    const resetMail = await mailedCode(outbox, EMAIL, guestMail.count);
    await reset.getByLabel('Code').fill(resetMail.code);
    await reset.getByLabel('New password').fill(PASSWORD);
    await reset.getByLabel('Confirm password').fill(`${PASSWORD}!`);
    await reset.getByRole('button', { name: 'Set password and log in' }).click();
    await reset.getByText('Passwords do not match', { exact: true }).waitFor({ timeout: WAIT_MS });
    await reset.getByLabel('Confirm password').fill(PASSWORD);
    await reset.getByRole('button', { name: 'Set password and log in' }).click();
    await signedInAs(page, EMAIL);
    await page.getByRole('button', { name: 'Log out' }).click();

    // A designer's address in guest mode asks for the password; this browser is trusted since the reset.
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page
      .getByRole('alert')
      .getByText('The e-mail or the password is wrong.')
      .waitFor({ timeout: WAIT_MS });
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await signedInAs(page, EMAIL);

    // A new browser gets the code step, with the code mailed.
    const otherPage = await product.newPage();
    await otherPage.goto(server.url);
    await otherPage.getByRole('button', { name: 'Log in as a designer' }).click();
    await otherPage.getByLabel('E-mail').fill(EMAIL);
    await otherPage.getByLabel('Password').fill(PASSWORD);
    await otherPage.getByRole('button', { name: 'Log in' }).click();
    await otherPage.getByLabel('Verification code').waitFor({ timeout: WAIT_MS });
    const loginMail = await mailedCode(outbox, EMAIL, resetMail.count);
    await otherPage.getByLabel('Verification code').fill(loginMail.code);
    await otherPage.getByRole('button', { name: 'Log in' }).click();
    await signedInAs(otherPage, EMAIL);
    expect(loginMail.count).toBeGreaterThan(resetMail.count);
  });
});
