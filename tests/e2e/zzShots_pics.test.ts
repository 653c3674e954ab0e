import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { dragTo, showView, signInAsGuest, topViewPoint, waitForEditorReady } from './support/editorActions';
import { useProductFixture } from './support/productFixture';
import type { ProductServer } from './support/productServer';

const WAIT_MS = 90_000;
const OUT = process.env.SHOTS_DIR ?? '/tmp/pics-shots';
const L_KITCHEN =
  '/app?style=shaker-white&layout=l&side=left&topWallLength=144&topWallHeight=96&sideWallLength=120&sideWallHeight=96';

async function pictures(page: Page, region: string) {
  const panel = page.getByRole('region', { name: region });
  await panel.locator('.model-tile').first().waitFor({ timeout: WAIT_MS });
  await expect
    .poll(() => panel.locator('.model-tile-picture-pending').count(), { timeout: WAIT_MS, interval: 250 })
    .toBe(0);
  return panel;
}

describe('shots', () => {
  const shared = useProductFixture('zz-shots-pics', 'describe');
  const product = useProductFixture('zz-shots-pics');
  let server: ProductServer;
  beforeAll(async () => {
    ({ server } = await shared.start());
  });

  it('takes shots', async () => {
    await mkdir(OUT, { recursive: true });
    const page = await product.newPage({ width: 1280, height: 800 });
    await signInAsGuest(page, server.url, 'shots@example.com');
    await page.goto(`${server.url}${L_KITCHEN}`);
    await page.waitForURL(/\/save_[A-Za-z0-9]+$/, { timeout: WAIT_MS });
    await waitForEditorReady(page);
    const toolbar = page.getByRole('toolbar', { name: 'Catalogue categories' });
    await toolbar.getByRole('button', { name: 'Base', exact: true }).click();
    const base = page.getByRole('region', { name: 'Step 2: Base Cabinets' });
    await base.getByRole('searchbox', { name: 'Search Base' }).fill('base');
    await pictures(page, 'Step 2: Base Cabinets');
    await base.screenshot({ path: `${OUT}/base.png` });

    await toolbar.getByRole('button', { name: 'Appliances', exact: true }).click();
    const menu = page.getByRole('region', { name: 'Step 3: Appliances' });
    await menu.getByRole('button', { name: 'Stainless steel', exact: true }).first().click();
    await menu.getByRole('button', { name: 'Refrigerator', exact: true }).first().click();
    await pictures(page, 'Step 3: Appliances');
    await menu.screenshot({ path: `${OUT}/appliances-fridges.png` });
    const fridge = menu.getByRole('region', { name: 'Models' }).getByRole('button').first();
    const walls = await page.evaluate(() => window.__kitchensync!.walls().map((wall) => wall.position));
    const xs = walls.map((point) => point.x);
    const zs = walls.map((point) => point.z);
    const middle = { x: (Math.min(...xs) + Math.max(...xs)) / 2, z: (Math.min(...zs) + Math.max(...zs)) / 2 };
    await dragTo(page, fridge, await topViewPoint(page, middle.x + 0.6, middle.z + 0.4));
    await menu
      .getByRole('button', { name: 'Range', exact: true })
      .first()
      .click()
      .catch(() => undefined);
    await pictures(page, 'Step 3: Appliances');
    await menu.screenshot({ path: `${OUT}/appliances-ranges.png` });

    await page.waitForTimeout(1500);
    await page.reload();
    await waitForEditorReady(page);
    await showView(page, '3D');
    await page.mouse.move(1, 1);
    await page.waitForTimeout(3000);
    await page.waitForFunction(() => window.__kitchensync?.patternTextures().pending === 0, undefined, {
      timeout: WAIT_MS,
    });
    await page.waitForTimeout(1500);
    await page.locator('.viewport canvas').screenshot({ path: `${OUT}/view3d.png` });
  }, 400_000);
});
