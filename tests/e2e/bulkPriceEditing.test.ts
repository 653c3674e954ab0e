import { CatalogueModelsResponseSchema, MeResponseSchema, ULTIMATE_PLAN_ID } from '@kitchensync/schemas';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createSave, waitForEditorReady } from './support/editorActions';
import { signInAsGuestOnNewBrowser } from './support/signInAsGuestOnNewBrowser';
import { useProductFixture } from './support/productFixture';

const WAIT_MS = 30_000;
const ADMIN = 'admin@example.com';

/** The account's price of a base cabinet in the shaker-white style, as the catalogue answers it. */
async function accountPrice(page: Page, userId: string, name: string): Promise<number | undefined> {
  const reply = await page.request.get(
    `${new URL(page.url()).origin}/api/catalogue/models?type=base&accountId=${userId}`,
  );
  const model = CatalogueModelsResponseSchema.parse(await reply.json()).data.find(
    (item) => item.name === name,
  );
  const style = model?.styles.find((entry) => entry.catalogStyleId === 'shaker-white');
  return style ? (style.purchasePrice ?? style.price) : undefined;
}

describe('bulk price editing', () => {
  const product = useProductFixture('prices');

  it("lets an admin on the Ultimate plan change prices in bulk: a tick saves and reports the spec's counts, a cross cancels, nothing is added meanwhile", async () => {
    const { server, dataDir } = await product.start({ ADMIN_EMAILS: ADMIN });
    const page = await product.newPage();
    // A listed admin address opens only with the code mailed to it, even the first time.
    await signInAsGuestOnNewBrowser(page, server.url, dataDir, ADMIN);
    await createSave(page);
    const me = MeResponseSchema.parse(
      await (await page.request.get(`${server.url}/api/auth/me`)).json(),
    ).user;
    if (!me) throw new Error('not signed in');
    const subscribed = await page.request.post(`${server.url}/api/subscribe`, {
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
    await page.reload();
    await waitForEditorReady(page);

    await page
      .getByRole('toolbar', { name: 'Catalogue categories' })
      .getByRole('button', { name: 'Base', exact: true })
      .click();
    const panel = page.getByRole('region', { name: 'Step 2: Base Cabinets' });
    await panel.getByRole('button', { name: 'Change prices' }).click({ timeout: WAIT_MS });
    await panel.getByRole('button', { name: /^Regular \(\d+\)$/ }).click();
    const fields = panel.getByRole('textbox', { name: /^Price of / });
    await fields.first().waitFor({ timeout: WAIT_MS });
    const firstName = (await fields.nth(0).getAttribute('aria-label'))!.replace('Price of ', '');
    const secondName = (await fields.nth(1).getAttribute('aria-label'))!.replace('Price of ', '');
    const secondBefore = await accountPrice(page, me.id, secondName);
    expect(await fields.nth(0).inputValue()).toBe((await accountPrice(page, me.id, firstName))!.toFixed(2));

    // The cross throws the edit away.
    await fields.nth(0).fill('1.00');
    await panel.getByRole('button', { name: 'Cancel price editing' }).click();
    await panel.getByRole('button', { name: 'Change prices' }).click();
    expect(await fields.nth(0).inputValue()).not.toBe('1.00');

    // While prices are edited the models are fields, not tiles: nothing can be added.
    await fields.nth(0).fill('345.67');
    await fields.nth(1).fill('-5');
    expect(await fields.nth(1).getAttribute('aria-invalid')).toBe('true');
    await panel.getByText(firstName, { exact: true }).click();
    expect(await page.evaluate(() => window.__kitchensync!.models().length)).toBe(0);

    await panel.getByRole('button', { name: 'Save prices' }).click();
    await page
      .getByText('Updated 1 prices successfully. 1 failed.', { exact: true })
      .waitFor({ timeout: WAIT_MS });
    expect(await accountPrice(page, me.id, firstName)).toBe(345.67);
    expect(await accountPrice(page, me.id, secondName)).toBe(secondBefore);
    // The Regular group stays open; the new price is the account's now.
    await panel.getByRole('button', { name: 'Change prices' }).click();
    await expect.poll(() => fields.nth(0).inputValue()).toBe('345.67');
  });
});
