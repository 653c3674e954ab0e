import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  openShareDialog,
  shareForViewing,
  signInAsGuestAndCreateSave,
  waitForEditorReady,
} from './support/editorActions';
import { openOwnerAndViewer, type OwnerAndViewer } from './support/ownerAndViewer';

const WAIT_MS = 30_000;

const dollars = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

async function placeBase24(page: Page): Promise<void> {
  const catalogue = page.getByRole('region', { name: 'Step 2: Base Cabinets' });
  await catalogue.getByRole('searchbox', { name: 'Search Base' }).fill('Base 24');
  await catalogue
    .locator('.model-tile')
    .filter({ has: page.locator('.model-tile-name', { hasText: /^Base 24"$/ }) })
    .first()
    .click();
}

/** The document's stored total and the first placed model's price, as the owner's replica holds them. */
function storedPrices(page: Page): Promise<{ totalPrice: unknown; modelPrice: number }> {
  return page.evaluate(() => ({
    totalPrice: window.__kitchensync?.doc?.getMap('design').get('totalPrice'),
    modelPrice: window.__kitchensync?.models()[0]?.modelPrice ?? 0,
  }));
}

describe('the price list', () => {
  let people: OwnerAndViewer | undefined;
  afterEach(async () => {
    await people?.close();
    people = undefined;
  });

  it('lists what the owner places with its total, live for a viewer, selects a line’s models, keeps the save’s total, and hides prices behind a confidential link', async () => {
    people = await openOwnerAndViewer();
    const { ownerPage, viewerPage } = people;
    await ownerPage.setViewportSize({ width: 1280, height: 900 });
    await signInAsGuestAndCreateSave(ownerPage, people.server.url, 'prices@example.com');
    const viewerLink = await shareForViewing(ownerPage);
    await viewerPage.goto(viewerLink);
    await waitForEditorReady(viewerPage);

    const ownerList = ownerPage.getByRole('region', { name: 'Price list' });
    await ownerList
      .getByText('Place cabinets and appliances to see what the kitchen costs.')
      .waitFor({ timeout: WAIT_MS });
    await ownerPage
      .getByRole('toolbar', { name: 'Catalogue categories' })
      .getByRole('button', { name: 'Base', exact: true })
      .click();
    await placeBase24(ownerPage);
    await expect.poll(async () => (await storedPrices(ownerPage)).modelPrice).toBeGreaterThan(0);
    await placeBase24(ownerPage);

    // Two identical cabinets make one line of two; the total is their sum, and the save keeps it.
    const { modelPrice } = await storedPrices(ownerPage);
    const cabinets = ownerList.getByRole('table', { name: 'Cabinets' });
    const line = cabinets.getByRole('row').filter({ hasText: 'B24' });
    await expect.poll(() => line.getByRole('cell').first().textContent(), { timeout: WAIT_MS }).toBe('2');
    expect(await line.getByRole('cell').last().textContent()).toBe(dollars(2 * modelPrice));
    expect(await ownerList.getByLabel('Total price').textContent()).toBe(dollars(2 * modelPrice));
    await expect.poll(async () => (await storedPrices(ownerPage)).totalPrice).toBe(2 * modelPrice);

    // The line's name selects both cabinets in the plan.
    await line.getByRole('button', { name: /B24/ }).click();
    await expect.poll(() => ownerPage.evaluate(() => window.__kitchensync?.selection().length)).toBe(2);

    // The viewer's list follows live, with prices.
    const viewerList = viewerPage.getByRole('region', { name: 'Price list' });
    await viewerList
      .getByLabel('Total price')
      .getByText(dollars(2 * modelPrice))
      .waitFor({ timeout: WAIT_MS });

    // A link made with Hide prices shows its viewers quantities only.
    const dialog = await openShareDialog(ownerPage);
    await dialog.getByLabel('Confidential: viewers see no prices').check();
    const shown = new URL(await dialog.getByLabel('Link').inputValue());
    expect(shown.searchParams.get('conf')).toBe('true');
    await ownerPage.keyboard.press('Escape');
    const confidentialPage = await viewerPage.context().newPage();
    await confidentialPage.goto(new URL(`${shown.pathname}${shown.search}`, viewerLink).toString());
    await waitForEditorReady(confidentialPage);
    const hidden = confidentialPage.getByRole('region', { name: 'Price list' });
    await hidden.getByText('Prices are hidden in this shared view.').waitFor({ timeout: WAIT_MS });
    await hidden.getByRole('row').filter({ hasText: 'B24' }).waitFor({ timeout: WAIT_MS });
    expect(await hidden.getByLabel('Total price').count()).toBe(0);
    expect(await hidden.getByText('$').count()).toBe(0);
  });
});
