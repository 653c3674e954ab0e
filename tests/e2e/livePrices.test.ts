import { MeResponseSchema, ULTIMATE_PLAN_ID } from '@kitchensync/schemas';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createSave, setGeneralAccess, signInAsGuest, waitForEditorReady } from './support/editorActions';
import { signInAsGuestOnNewBrowser } from './support/signInAsGuestOnNewBrowser';
import { useProductFixture } from './support/productFixture';

const WAIT_MS = 30_000;
const ADMIN = 'admin@example.com';

const dollars = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

function baseCategory(page: Page): Promise<void> {
  return page
    .getByRole('toolbar', { name: 'Catalogue categories' })
    .getByRole('button', { name: 'Base', exact: true })
    .click();
}

describe('live catalogue prices', () => {
  const product = useProductFixture('live-prices');

  it("updates a coworker's open price list, line and total, without reloading, when an admin on Ultimate changes the price in bulk", async () => {
    const { server, dataDir } = await product.start({ ADMIN_EMAILS: ADMIN });
    const { port } = new URL(server.url);
    // Two names of this machine: 127.0.0.1 becomes the admin's client domain, so whoever designs there
    // is priced from the admin's account (useCatalogueAccount); the admin works on localhost.
    const ownHost = `http://localhost:${port}`;
    const clientHost = `http://127.0.0.1:${port}`;

    const admin = await product.newPage({ width: 1280, height: 900 });
    await signInAsGuestOnNewBrowser(admin, ownHost, dataDir, ADMIN);
    await createSave(admin);
    const me = MeResponseSchema.parse(await (await admin.request.get(`${ownHost}/api/auth/me`)).json()).user;
    if (!me) throw new Error('not signed in');
    const subscribed = await admin.request.post(`${ownHost}/api/subscribe`, {
      data: {
        planId: ULTIMATE_PLAN_ID,
        additionalLicenses: 0,
        payment: { nonce: 'fake-valid-nonce' },
        administratorEmail: ADMIN,
        name: 'Admin Kitchens',
        gateway: 'test',
      },
    });
    expect(subscribed.status()).toBe(201);
    const put = await admin.request.put(`${ownHost}/api/admin/client-domains/127.0.0.1`, {
      data: { accountId: me.id, name: 'Admin Kitchens' },
    });
    expect(put.status()).toBe(200);

    // The coworker designs on the client domain and edits a save shared with them by link.
    const coworker = await product.newPage({ width: 1280, height: 900 });
    await signInAsGuest(coworker, clientHost, 'coworker@example.com');
    await createSave(coworker);
    const link = await setGeneralAccess(coworker, 'Anyone with the link can edit');
    await baseCategory(coworker);
    const catalogue = coworker.getByRole('region', { name: 'Step 2: Base Cabinets' });
    await catalogue.getByRole('searchbox', { name: 'Search Base' }).fill('Base 24');
    await catalogue
      .locator('.model-tile')
      .filter({ has: coworker.locator('.model-tile-name', { hasText: /^Base 24"$/ }) })
      .first()
      .click();
    const list = coworker.getByRole('region', { name: 'Price list' });
    const line = list.getByRole('table', { name: 'Cabinets' }).getByRole('row').filter({ hasText: 'B24' });
    await line.waitFor({ timeout: WAIT_MS });
    const before = await list.getByLabel('Total price').textContent();
    // A reload would lose this mark.
    await coworker.evaluate(() => Object.assign(window, { notReloaded: true }));

    // The admin opens the same save for editing and changes the price of Base 24" in bulk.
    await admin.goto(new URL(new URL(link).pathname, ownHost).toString());
    await waitForEditorReady(admin);
    await expect.poll(() => admin.evaluate(() => window.__kitchensync!.models().length)).toBe(1);
    await baseCategory(admin);
    const panel = admin.getByRole('region', { name: 'Step 2: Base Cabinets' });
    await panel.getByRole('button', { name: 'Change prices' }).click({ timeout: WAIT_MS });
    await panel.getByRole('searchbox', { name: 'Search Base' }).fill('Base 24');
    const field = panel.getByRole('textbox', { name: 'Price of Base 24"', exact: true });
    await field.waitFor({ timeout: WAIT_MS });
    expect(dollars(Number(await field.inputValue()))).toBe(before);
    await field.fill('777.25');
    await panel.getByRole('button', { name: 'Save prices' }).click();
    await admin.getByText(/^Updated 1 prices successfully\./).waitFor({ timeout: WAIT_MS });

    // The coworker's open list follows, line and total, without a reload.
    await list.getByLabel('Total price').getByText(dollars(777.25)).waitFor({ timeout: WAIT_MS });
    expect(await line.getByRole('cell').last().textContent()).toBe(dollars(777.25));
    expect(await coworker.evaluate(() => 'notReloaded' in window)).toBe(true);
  });
});
