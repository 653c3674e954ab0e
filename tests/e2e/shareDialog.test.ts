import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openShareDialog, signInAsGuestAndCreateSave, waitForEditorReady } from './support/editorActions';
import { addCoworker, subscribeToTeamPlan } from './support/organisation';
import { useProductFixture } from './support/productFixture';

const WAIT_MS = 30_000;
const OWNER = 'boss@example.com';
const COWORKER = { email: 'cora@example.com', name: 'Cora Coworker' };

/** Does one thing in the dialog and waits until the api has answered it. */
async function shared(page: Page, action: () => Promise<unknown>): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().endsWith('/share'));
  await action();
  await answered;
}

async function roleOf(page: Page): Promise<string | null> {
  return page.evaluate(() => window.__kitchensync?.role ?? null);
}

function peopleIn(dialog: Locator): Locator {
  return dialog.getByRole('list', { name: 'People with access' }).getByRole('listitem');
}

describe('the share dialog', () => {
  const product = useProductFixture('share');
  const start = () => product.start();
  const browserPage = () => product.newPage({ width: 900, height: 700 });

  it('lets a business-plan owner invite a coworker as viewer, make them editor and remove them, each reaching the coworker’s open editor; an outsider gets the spec’s message, and once the plan is canceled the private option is disabled', async () => {
    const { dataDir, server } = await start();
    const ownerPage = await browserPage();
    const coworkerPage = await browserPage();
    const saveId = await signInAsGuestAndCreateSave(ownerPage, server.url, OWNER);
    await subscribeToTeamPlan(ownerPage, server.url, OWNER);
    await addCoworker(ownerPage, coworkerPage, server.url, dataDir, COWORKER);

    const dialog = await openShareDialog(ownerPage);
    // Licensed with coworkers: the private option can be picked; the owner is listed and fixed.
    expect(await dialog.getByRole('option', { name: 'Only people invited' }).isDisabled()).toBe(false);
    await expect.poll(() => peopleIn(dialog).allInnerTexts()).toEqual([expect.stringContaining('Owner')]);
    expect(await dialog.getByRole('button', { name: /^Remove / }).count()).toBe(0);

    await dialog.getByLabel('Invite people').fill(COWORKER.email);
    await dialog.getByLabel('Invite as').selectOption({ label: 'Viewer' });
    await shared(ownerPage, () => dialog.getByRole('button', { name: 'Invite' }).click());
    const roleField = dialog.getByLabel(`Role of ${COWORKER.name}`);
    await roleField.waitFor({ timeout: WAIT_MS });
    expect(await roleField.inputValue()).toBe('viewer');
    expect(await peopleIn(dialog).nth(1).innerText()).toContain(COWORKER.email);
    expect(await dialog.getByLabel('Invite people').inputValue()).toBe('');

    await coworkerPage.goto(`${server.url}/${saveId}`);
    await waitForEditorReady(coworkerPage);
    expect(await roleOf(coworkerPage)).toBe('viewer');

    await shared(ownerPage, () => roleField.selectOption({ label: 'Editor' }));
    await expect.poll(() => roleOf(coworkerPage), { timeout: WAIT_MS }).toBe('editor');
    expect(await roleField.inputValue()).toBe('editor');

    await shared(ownerPage, () => dialog.getByRole('button', { name: `Remove ${COWORKER.name}` }).click());
    await expect.poll(() => peopleIn(dialog).count()).toBe(1);
    await coworkerPage.getByText('You no longer have access to this save.').waitFor({ timeout: WAIT_MS });

    await dialog.getByLabel('Invite people').fill('stranger@example.com');
    await shared(ownerPage, () => dialog.getByRole('button', { name: 'Invite' }).click());
    await dialog
      .getByRole('alert')
      .getByText('User is not a part of your organization. Please make this public and share the link.', {
        exact: true,
      })
      .waitFor({ timeout: WAIT_MS });
    expect(await dialog.getByLabel('Invite people').inputValue()).toBe('');
    expect(await peopleIn(dialog).count()).toBe(1);

    // With coworkers but without a licence (the plan canceled), the private option is disabled.
    await ownerPage.keyboard.press('Escape');
    const canceled = await ownerPage.request.post(`${server.url}/api/subscribe/cancel`);
    expect(canceled.ok()).toBe(true);
    const reopened = await openShareDialog(ownerPage);
    expect(await reopened.getByRole('option', { name: 'Only people invited' }).isDisabled()).toBe(true);
    expect(await reopened.getByRole('option', { name: 'Anyone with the link can view' }).isDisabled()).toBe(
      false,
    );
    await ownerPage.keyboard.press('Escape');

    // A folder is shared from its row in the Saves panel, with coworkers only (spec 002 section 6).
    const created = await ownerPage.request.post(`${server.url}/api/folders`, { data: { name: 'Clients' } });
    expect(created.status()).toBe(201);
    await ownerPage.goto(server.url);
    await ownerPage.getByRole('button', { name: 'Share Clients' }).click({ timeout: WAIT_MS });
    const folderDialog = ownerPage.getByRole('dialog', { name: 'Share Clients' });
    await folderDialog.getByLabel('Invite people').fill(COWORKER.email);
    await folderDialog.getByLabel('Invite as').selectOption({ label: 'Editor' });
    await shared(ownerPage, () => folderDialog.getByRole('button', { name: 'Invite' }).click());
    await expect.poll(() => peopleIn(folderDialog).count()).toBe(2);
    await coworkerPage.goto(server.url);
    await coworkerPage
      .getByRole('region', { name: 'Saves' })
      .getByText('Clients', { exact: true })
      .first()
      .waitFor({ timeout: WAIT_MS });
  });

  it('offers a free user without coworkers only the locked or public choice, from the editor and from the Saves panel, and copies the link', async () => {
    const { server } = await start();
    const page = await browserPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const saveId = await signInAsGuestAndCreateSave(page, server.url, 'solo@example.com');

    const dialog = await openShareDialog(page);
    expect(await dialog.getByLabel('Invite people').count()).toBe(0);
    expect(await dialog.getByRole('list', { name: 'People with access' }).count()).toBe(0);
    expect(await dialog.getByLabel('General access').inputValue()).toBe('locked');
    await shared(page, () =>
      dialog.getByLabel('General access').selectOption({ label: 'Anyone with the link can view' }),
    );
    // The link is on the host this person reached, not the configured public address.
    expect(await dialog.getByLabel('Link').inputValue()).toBe(`${server.url}/${saveId}`);

    const copy = dialog.getByRole('button', { name: 'Copy link' });
    await copy.click();
    await dialog.getByRole('button', { name: 'Copied' }).waitFor({ timeout: WAIT_MS });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.url}/${saveId}`);
    const copiedAt = Date.now();
    await copy.waitFor({ timeout: WAIT_MS });
    expect(Date.now() - copiedAt).toBeGreaterThan(2_000);
    await page.keyboard.press('Escape');

    await page.goto(server.url);
    // Without coworkers a folder has no Share at all.
    const created = await page.request.post(`${server.url}/api/folders`, { data: { name: 'Solo folder' } });
    expect(created.status()).toBe(201);
    await page.reload();
    await page.getByRole('button', { name: 'Share Untitled Save' }).click({ timeout: WAIT_MS });
    expect(await page.getByRole('button', { name: 'Share Solo folder' }).count()).toBe(0);
    const fromRow = page.getByRole('dialog', { name: 'Share Untitled Save' });
    await fromRow.getByLabel('General access').waitFor({ timeout: WAIT_MS });
    expect(await fromRow.getByLabel('General access').inputValue()).toBe('public-viewer');
    expect(await fromRow.getByLabel('Invite people').count()).toBe(0);
    await shared(page, () =>
      fromRow.getByLabel('General access').selectOption({ label: 'Only people invited' }),
    );
    await page.keyboard.press('Escape');
    await page.goto(`${server.url}/${saveId}`);
    await waitForEditorReady(page);
    expect(await (await openShareDialog(page)).getByLabel('General access').inputValue()).toBe('locked');
  });
});
