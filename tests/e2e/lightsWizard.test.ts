import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { setGeneralAccess, showView, signInAsGuest, waitForEditorReady } from './support/editorActions';
import { useProductFixture } from './support/productFixture';

const WAIT_MS = 60_000;
const RENDER_MS = 180_000;
const L_KITCHEN =
  '/app?style=shaker-white&layout=l&side=left&topWallLength=144&topWallHeight=96&sideWallLength=120&sideWallHeight=96';
const INCH = 0.0254;

interface LightState {
  y: number;
  intensity: number;
  shadow: boolean;
}

/** The document's lights, straight from the save's Y.Doc. */
function lightsOf(page: Page): Promise<LightState[]> {
  return page.evaluate(() => {
    const map = window.__kitchensync?.doc?.getMap('pointLights');
    return Object.values((map?.toJSON() ?? {}) as Record<string, LightState>);
  });
}

/** A picture's share of pixels in its commonest colour (channels rounded to 16 levels): 1 when blank. */
function commonestShare(png: PNG): number {
  const counts = new Map<number, number>();
  for (let at = 0; at < png.data.length; at += 4) {
    const key = ((png.data[at]! >> 4) << 8) | ((png.data[at + 1]! >> 4) << 4) | (png.data[at + 2]! >> 4);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return Math.max(...counts.values()) / (png.width * png.height);
}

describe('the Lights Wizard', () => {
  const product = useProductFixture('lights-wizard');

  it('from the render’s Warning popup, Render With Lights Wizard hangs the style’s lights in one undoable change that a co-editor sees live, then the render is delivered; Tools → Lights Wizard places the low lights', async () => {
    const { server } = await product.start();
    const page = await product.newPage({ width: 1280, height: 800 });
    await signInAsGuest(page, server.url, 'lights-wizard@example.com');
    await page.goto(`${server.url}${L_KITCHEN}`);
    await page.waitForURL(/\/save_[A-Za-z0-9]+$/, { timeout: WAIT_MS });
    await waitForEditorReady(page);
    const coworker = await product.newPage({ width: 800, height: 600 });
    await signInAsGuest(coworker, server.url, 'coworker-lights@example.com');
    await coworker.goto(await setGeneralAccess(page, 'Anyone with the link can edit'));
    await waitForEditorReady(coworker);
    expect(await lightsOf(page)).toEqual([]);

    await showView(page, '3D');
    await page.getByRole('button', { name: 'Render', exact: true }).click();
    const warning = page.getByRole('dialog', { name: 'Warning' });
    await warning.waitFor({ timeout: WAIT_MS });
    if (process.env.LIGHTS_SHOTS)
      await page.screenshot({ path: `${process.env.LIGHTS_SHOTS}/render-warning.png` });
    await warning.getByRole('button', { name: 'Render With Lights Wizard' }).click();
    await warning.waitFor({ state: 'hidden', timeout: WAIT_MS });

    const wizard = page.getByRole('dialog', { name: 'Lights Wizard' });
    await wizard.waitFor({ timeout: WAIT_MS });
    expect(await wizard.getByRole('radio', { name: /^High/ }).isChecked()).toBe(true);
    const planned = (await wizard.getByRole('status').textContent()) ?? '';
    const count = Number(/^(\d+) lights will be placed/.exec(planned)?.[1]);
    expect(count).toBeGreaterThan(0);
    if (process.env.LIGHTS_SHOTS)
      await page.screenshot({ path: `${process.env.LIGHTS_SHOTS}/lights-wizard.png` });
    await wizard.getByRole('button', { name: 'Place', exact: true }).click();
    await wizard.waitFor({ state: 'hidden', timeout: WAIT_MS });

    // The lights are in the document at once: the shaker style's high lights, 90" up, at most 12 with shadows.
    const placed = await lightsOf(page);
    expect(placed).toHaveLength(count);
    for (const light of placed) expect(light.y).toBeCloseTo(90 * INCH, 6);
    expect(placed.filter((light) => light.shadow).length).toBeLessThanOrEqual(12);
    await expect.poll(async () => (await lightsOf(coworker)).length, { timeout: WAIT_MS }).toBe(count);

    // Then the render goes on and is delivered, lit.
    const preview = page.getByRole('dialog', { name: 'Image Preview' });
    await preview.waitFor({ timeout: RENDER_MS });
    const download = page.waitForEvent('download', { timeout: WAIT_MS });
    await preview
      .getByRole('button', { name: /^Download .* render\.png$/ })
      .last()
      .click();
    const bytes = await readFile(await (await download).path());
    const png = PNG.sync.read(bytes);
    expect(png.width).toBe(2048);
    expect(commonestShare(png)).toBeLessThan(0.6);
    if (process.env.LIGHTS_SHOTS) {
      await writeFile(`${process.env.LIGHTS_SHOTS}/lit-render.png`, bytes);
      await page.screenshot({ path: `${process.env.LIGHTS_SHOTS}/lit-render-preview.png` });
    }
    await preview.getByRole('button', { name: 'Close', exact: true }).click();

    // One undo takes every light away, for both editors.
    expect(await page.evaluate(() => window.__kitchensync?.undoState()?.undoLabel)).toBe('Lights Wizard');
    await page.getByRole('group', { name: 'History' }).getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await lightsOf(page)).length, { timeout: WAIT_MS }).toBe(0);
    await expect.poll(async () => (await lightsOf(coworker)).length, { timeout: WAIT_MS }).toBe(0);

    // From Tools: the low lights, under the wall cabinets.
    await page.getByRole('button', { name: 'Tools', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Lights Wizard', exact: true }).click();
    await wizard.waitFor({ timeout: WAIT_MS });
    await wizard.getByRole('radio', { name: /^Low/ }).check();
    await wizard.getByRole('button', { name: 'Place', exact: true }).click();
    await wizard.waitFor({ state: 'hidden', timeout: WAIT_MS });
    const low = await lightsOf(page);
    expect(low.length).toBeGreaterThan(0);
    for (const light of low) expect(light.y).toBeCloseTo(54 * INCH, 6);
    expect(await page.getByRole('dialog', { name: 'Image Preview' }).count()).toBe(0);
  }, 600_000);
});
