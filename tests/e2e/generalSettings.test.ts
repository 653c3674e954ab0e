import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  drawWall,
  signInAsGuestAndCreateSave,
  waitForEditorReady,
  waitForWallCount,
  wallsOf,
} from './support/editorActions';
import { signInAsGuestOnNewBrowser } from './support/signInAsGuestOnNewBrowser';
import { openOwnerAndViewer, type OwnerAndViewer } from './support/ownerAndViewer';

const NUMERIC_INPUT_INVALID_MESSAGE =
  'Please format your input without any additional spacing. E.g. 12 2/5 is valid, but 12 2 / 5 is invalid. To use calculations please separate every calculation with a space e.g. 110 + 20.';

interface StoredSettings {
  measurementUnits: string;
  clippingDistance: number;
}

function storedSettings(page: Page): Promise<StoredSettings> {
  return page.evaluate(async () => {
    const response = await fetch('/api/userData/settings', { credentials: 'same-origin' });
    return ((await response.json()) as { data: StoredSettings }).data;
  });
}

/** The canvas centre: `drawWall` draws its wall straight through it. */
async function clickWallAtCentre(page: Page, id: string): Promise<void> {
  const box = await page.locator('canvas').boundingBox();
  if (box === null) throw new Error('no canvas on the page');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction((wallId) => window.__kitchensync?.selection().join() === wallId, id);
}

async function measurementOf(page: Page, id: string): Promise<string | null> {
  return page.locator(`.wall-measurement[data-wall-id="${id}"]`).textContent();
}

describe('general settings', () => {
  let browsers: OwnerAndViewer | undefined;
  afterEach(async () => {
    await browsers?.close();
    browsers = undefined;
  });

  it('a unit chosen in General Settings is used by the Wall panel and the wall measurement, a length typed in it is stored in meters, invalid input saves nothing, and the choice survives a reload and follows the person to another browser', async () => {
    // Two browsers of one person: the settings are theirs, not the browser's.
    browsers = await openOwnerAndViewer();
    const { ownerPage: page, viewerPage: otherBrowser, server } = browsers;
    const saveId = await signInAsGuestAndCreateSave(page, server.url, 'settings@example.com');
    await drawWall(page, 100);
    await waitForWallCount(page, 1);
    const [drawn] = await wallsOf(page);
    expect(await measurementOf(page, drawn!.id)).toMatch(/ in$/);

    // Centimeters, chosen in the panel, are stored for this person by the api.
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('region', { name: 'General Settings' });
    const stored = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/userData/settings') && response.request().method() === 'PUT',
    );
    await settings.getByLabel('Units').selectOption('cm');
    expect((await stored).ok()).toBe(true);
    expect((await storedSettings(page)).measurementUnits).toBe('cm');

    // A clipping distance that is no finite number turns the field red with the message and saves nothing.
    const clipping = settings.getByLabel('Clipping distance');
    await clipping.fill('far');
    await clipping.press('Enter');
    await expect.poll(() => clipping.getAttribute('aria-invalid')).toBe('true');
    await settings.getByText(NUMERIC_INPUT_INVALID_MESSAGE).waitFor();
    expect((await storedSettings(page)).clippingDistance).toBe(0);
    await settings.getByRole('button', { name: 'Close General Settings' }).click();

    // The wall's measurement and its panel show centimeters.
    const centimeters = (drawn!.length * 100).toFixed(2).replace(/\.?0+$/, '');
    await expect.poll(() => measurementOf(page, drawn!.id)).toBe(`${centimeters} cm`);
    await clickWallAtCentre(page, drawn!.id);
    const panel = page.getByRole('region', { name: 'Wall', exact: true });
    const length = panel.getByLabel('Length');
    expect(await length.inputValue()).toBe(centimeters);
    await panel.getByText('cm', { exact: true }).first().waitFor();

    // 250 typed in centimeters is 2.5 m in the document.
    await length.fill('250');
    await length.press('Enter');
    await expect.poll(async () => (await wallsOf(page))[0]!.length).toBeCloseTo(2.5, 9);
    await expect.poll(() => measurementOf(page, drawn!.id)).toBe('250 cm');

    // Holding ArrowUp steps 1 cm, then repeats after 400 ms, and lands as one edit on release.
    await length.focus();
    await page.keyboard.down('ArrowUp');
    await page.waitForTimeout(700);
    await page.keyboard.up('ArrowUp');
    await expect.poll(async () => (await wallsOf(page))[0]!.length).toBeGreaterThan(2.515);
    const held = (await wallsOf(page))[0]!.length * 100;
    expect(held).toBeCloseTo(Math.round(held), 6);
    expect(held).toBeLessThan(280);

    // The setting is the person's: a reload keeps it.
    await page.reload();
    await waitForEditorReady(page);
    const shown = Math.round(held);
    await expect.poll(() => measurementOf(page, drawn!.id)).toBe(`${shown} cm`);
    await clickWallAtCentre(page, drawn!.id);
    expect(
      await page.getByRole('region', { name: 'Wall', exact: true }).getByLabel('Length').inputValue(),
    ).toBe(`${shown}`);

    // The same person signing in on another browser (with the code mailed to them) finds their unit there too.
    await signInAsGuestOnNewBrowser(otherBrowser, server.url, browsers.dataDir, 'settings@example.com');
    await otherBrowser.goto(`${server.url}/${saveId}`);
    await waitForEditorReady(otherBrowser);
    await expect.poll(() => measurementOf(otherBrowser, drawn!.id)).toBe(`${shown} cm`);
  });
});
