import { MeResponseSchema } from '@kitchensync/schemas';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  chooseTool,
  createSave,
  showView,
  signInAsGuestAndCreateSave,
  waitForEditorReady,
  waitForWallCount,
} from './support/editorActions';
import { signInAsGuestOnNewBrowser } from './support/signInAsGuestOnNewBrowser';
import { useProductFixture } from './support/productFixture';

const WAIT_MS = 30_000;
const ADMIN = 'admin@example.com';
const DEALER_CHAT = 'https://chat.example.com/dealer';

async function openTutorials(page: Page) {
  await page.getByRole('button', { name: 'Tutorials', exact: true }).click();
  const menu = page.getByRole('menu', { name: 'Tutorials' });
  await menu.waitFor({ timeout: WAIT_MS });
  return menu;
}

async function tutorialTitles(page: Page): Promise<string[]> {
  const menu = await openTutorials(page);
  const titles = await menu
    .getByRole('menuitem')
    .evaluateAll((items) => items.map((item) => item.firstChild?.textContent?.trim() ?? ''));
  await page.keyboard.press('Escape');
  return titles;
}

/** A row near the canvas top: the tutorial popup sits over its bottom left corner. */
async function clearRowOfCanvas(page: Page): Promise<{ x: number; y: number }> {
  const box = await page.locator('canvas').boundingBox();
  if (box === null) throw new Error('no canvas on the page');
  return { x: box.x + box.width / 2, y: box.y + 40 };
}

describe('tutorials', () => {
  const product = useProductFixture('tutorials');

  it('the Walls tutorial offers Continue only after each action the editor sees (Solid Wall, a wall placed, Enter, Esc), and closing marks it completed across a reload', async () => {
    const { server } = await product.start();
    const page = await product.newPage();
    await signInAsGuestAndCreateSave(page, server.url, 'tutorials@example.com');

    const menu = await openTutorials(page);
    await expect
      .poll(() => menu.getByRole('menuitem', { name: /^Walls/ }).textContent())
      .toContain('Not completed');
    await menu.getByRole('menuitem', { name: /^Walls/ }).click();
    const popup = page.getByRole('dialog', { name: 'Walls tutorial' });
    const continueButton = popup.getByRole('button', { name: 'Continue' });
    await popup.getByText('Step 1 of 4').waitFor({ timeout: WAIT_MS });
    expect(await continueButton.count()).toBe(0);
    // Starting a tutorial switches the person's tutorial mode on.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const response = await fetch('/api/userData/settings', { credentials: 'same-origin' });
          return ((await response.json()) as { data: { tutorialMode: boolean } }).data.tutorialMode;
        }),
      )
      .toBe(true);

    // The interactive toggle shows every step at once.
    await popup.getByLabel('Show all steps').check();
    expect(await popup.getByRole('listitem').count()).toBe(4);
    await popup.getByLabel('Show all steps').uncheck();
    expect(await popup.getByRole('listitem').count()).toBe(1);

    await page.getByRole('button', { name: 'Solid Wall' }).click();
    await continueButton.click({ timeout: WAIT_MS });
    await popup.getByText('Step 2 of 4').waitFor();
    expect(await continueButton.count()).toBe(0);

    const centre = await clearRowOfCanvas(page);
    await page.mouse.click(centre.x - 100, centre.y);
    expect(await continueButton.count()).toBe(0);
    await page.mouse.click(centre.x + 100, centre.y);
    await waitForWallCount(page, 1);
    await continueButton.click({ timeout: WAIT_MS });
    await popup.getByText('Step 3 of 4').waitFor();
    expect(await continueButton.count()).toBe(0);

    await page.keyboard.press('Enter');
    await continueButton.click({ timeout: WAIT_MS });
    await popup.getByText('Step 4 of 4').waitFor();
    expect(await popup.getByRole('button', { name: 'Finish' }).count()).toBe(0);

    await page.keyboard.press('Escape');
    await popup.getByRole('button', { name: 'Finish' }).click({ timeout: WAIT_MS });
    await popup.waitFor({ state: 'detached' });
    const stored = await page.evaluate(() => localStorage.getItem('tutorialProgress'));
    expect(JSON.parse(stored!)).toMatchObject({ wallsTutorial: true, islandWallTutorial: false });

    await page.reload();
    await waitForEditorReady(page);
    const again = await openTutorials(page);
    expect(await again.getByRole('menuitem', { name: /^Walls/ }).textContent()).toContain('Completed');
    expect(await again.getByRole('menuitem', { name: /^Walls/ }).textContent()).not.toContain('Not');
  });

  it('the Render tutorial walks through lights before the render: each step waits for the Lights tool, a light placed, the tool off, a light edited and the 3D view', async () => {
    const { server } = await product.start();
    const page = await product.newPage({ width: 1280, height: 800 });
    await signInAsGuestAndCreateSave(page, server.url, 'render-tutorial@example.com');
    const menu = await openTutorials(page);
    await menu.getByRole('menuitem', { name: /^Render/ }).click();
    const popup = page.getByRole('dialog', { name: 'Render tutorial' });
    const continueButton = popup.getByRole('button', { name: 'Continue' });
    const next = async (step: number) => {
      await continueButton.click({ timeout: WAIT_MS });
      await popup.getByText(`Step ${step} of 7`).waitFor({ timeout: WAIT_MS });
      expect(await continueButton.count()).toBe(0);
    };
    await popup.getByText('Step 1 of 7').waitFor({ timeout: WAIT_MS });
    expect(await continueButton.count()).toBe(0);

    await chooseTool(page, 'Lights');
    await next(2);
    const centre = await clearRowOfCanvas(page);
    await page.mouse.click(centre.x, centre.y + 60);
    await next(3);
    await page.keyboard.press('Escape');
    await next(4);
    const panel = page.getByRole('region', { name: 'Light' });
    await panel.getByLabel('Intensity').fill('2');
    await panel.getByLabel('Intensity').press('Enter');
    await next(5);
    await showView(page, '3D');
    await continueButton.click({ timeout: WAIT_MS });
    await popup.getByText('Step 6 of 7').waitFor({ timeout: WAIT_MS });
    // Framing the shot is the person's judgement: Continue is offered at once.
    await continueButton.click({ timeout: WAIT_MS });
    await popup.getByText('Step 7 of 7').waitFor({ timeout: WAIT_MS });
    expect(await popup.textContent()).toContain('Press Render in the toolbar');
  });

  it('hides Render and Shortcuts on a client domain and sends Contact Our Team to its live chat; elsewhere all seven show and the link is the home page contact section, and Learn More opens the panel', async () => {
    const { server, dataDir } = await product.start({ ADMIN_EMAILS: ADMIN });
    const { port } = new URL(server.url);
    // Two names of this machine: the admin makes 127.0.0.1 a client domain and works on localhost.
    const ownHost = `http://localhost:${port}`;
    const clientHost = `http://127.0.0.1:${port}`;
    const admin = await product.newPage();
    // A listed admin address opens only with the code mailed to it, even the first time.
    await signInAsGuestOnNewBrowser(admin, ownHost, dataDir, ADMIN);
    await createSave(admin);
    const me = MeResponseSchema.parse(await (await admin.request.get(`${ownHost}/api/auth/me`)).json()).user;
    if (!me) throw new Error('not signed in');
    const put = await admin.request.put(`${ownHost}/api/admin/client-domains/127.0.0.1`, {
      data: { accountId: 'acc_dealer', name: 'Dealer Kitchens', liveChatUrl: DEALER_CHAT },
    });
    expect(put.status()).toBe(200);

    expect(await tutorialTitles(admin)).toEqual([
      'Getting Started',
      'Layouts',
      'Walls',
      'Island Walls',
      'Measurements',
      'Render',
      'Shortcuts',
    ]);
    const help = admin.getByRole('region', { name: 'Need Help?' });
    expect(await help.getByRole('link', { name: 'Contact Our Team' }).getAttribute('href')).toBe(
      '/#contact-us',
    );
    await help.getByRole('button', { name: 'Learn More' }).click();
    await admin.getByRole('menu', { name: 'Tutorials' }).waitFor({ timeout: WAIT_MS });
    await admin.keyboard.press('Escape');

    const dealerCustomer = await product.newPage();
    await signInAsGuestAndCreateSave(dealerCustomer, clientHost, 'customer@example.com');
    expect(await tutorialTitles(dealerCustomer)).toEqual([
      'Getting Started',
      'Layouts',
      'Walls',
      'Island Walls',
      'Measurements',
    ]);
    const chat = dealerCustomer
      .getByRole('region', { name: 'Need Help?' })
      .getByRole('link', { name: 'Contact Our Team' });
    await expect.poll(() => chat.getAttribute('href')).toBe(DEALER_CHAT);
    expect(await chat.getAttribute('target')).toBe('_blank');

    // The contact section the link points to is on the home page.
    await admin.goto(`${ownHost}/#contact-us`);
    await admin.getByRole('region', { name: 'Contact Our Team' }).waitFor({ timeout: WAIT_MS });
    expect(await admin.locator('#contact-us').count()).toBe(1);
  });
});
