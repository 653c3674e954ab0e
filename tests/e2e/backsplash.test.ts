import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setGeneralAccess, showView, signInAsGuest, waitForEditorReady } from './support/editorActions';
import { colourDistance, pixelAt, screenPointOf, type Rgb } from './support/pagePixels';
import { useProductFixture } from './support/productFixture';

const WAIT_MS = 60_000;
const L_KITCHEN =
  '/app?style=shaker-white&layout=l&side=left&topWallLength=144&topWallHeight=96&sideWallLength=120&sideWallHeight=96';

/** How many backsplash strips the 3D view draws. */
function drawnStrips(page: Page): Promise<number> {
  return page.evaluate(() => window.__kitchensync!.instanceCount('backsplash'));
}

async function shot(page: Page, name: string): Promise<void> {
  if (process.env.BACKSPLASH_SHOTS)
    await page.screenshot({ path: `${process.env.BACKSPLASH_SHOTS}/${name}.png` });
}

describe('the Backsplash wizard', () => {
  const product = useProductFixture('backsplash');

  it('lays a Big white subway backsplash on the walls with countertops in one undoable change that a viewer sees live but cannot make', async () => {
    const { server } = await product.start();
    const page = await product.newPage({ width: 1280, height: 800 });
    await signInAsGuest(page, server.url, 'backsplash@example.com');
    await page.goto(`${server.url}${L_KITCHEN}`);
    await page.waitForURL(/\/save_[A-Za-z0-9]+$/, { timeout: WAIT_MS });
    await waitForEditorReady(page);
    const viewer = await product.newPage({ width: 800, height: 600 });
    await signInAsGuest(viewer, server.url, 'backsplash-viewer@example.com');
    await viewer.goto(await setGeneralAccess(page, 'Anyone with the link can view'));
    await waitForEditorReady(viewer);
    await showView(page, '3D');
    await showView(viewer, '3D');
    expect(await drawnStrips(page)).toBe(0);

    await page.getByRole('button', { name: 'Tools' }).click();
    await page.getByRole('menuitem', { name: 'Backsplash wizard' }).click();
    const wizard = page.getByRole('dialog', { name: 'Backsplash wizard' });
    await wizard.getByRole('button', { name: /^Auto/ }).click();
    await wizard.getByRole('button', { name: /White Subway/ }).click();
    await shot(page, 'wizard-size');
    await wizard.getByRole('button', { name: /^Big/ }).click();
    await wizard.waitFor({ state: 'detached', timeout: WAIT_MS });

    const design = await page.evaluate(() => window.__kitchensync!.design()!.backsplash);
    const walls = await page.evaluate(() => window.__kitchensync!.walls().map((wall) => wall.id));
    // The L kitchen's two walls both carry a run of base cabinets.
    expect(design).toMatchObject({ textureId: 'bs-subway-white', size: 'big' });
    expect([...design!.walls].sort()).toEqual([...walls].sort());
    await page.waitForFunction(() => window.__kitchensync!.instanceCount('backsplash') > 0, undefined, {
      timeout: WAIT_MS,
    });
    await viewer.waitForFunction(() => window.__kitchensync!.instanceCount('backsplash') > 0, undefined, {
      timeout: WAIT_MS,
    });
    expect(await drawnStrips(viewer)).toBe(await drawnStrips(page));
    await page.waitForFunction(() => window.__kitchensync?.patternTextures().pending === 0, undefined, {
      timeout: WAIT_MS,
    });
    await shot(page, 'backsplash-3d');
    expect(await viewer.getByRole('button', { name: 'Tools' }).count()).toBe(0);

    await page.keyboard.press('Control+z');
    await page.waitForFunction(() => window.__kitchensync!.design()!.backsplash === null, undefined, {
      timeout: WAIT_MS,
    });
    await page.waitForFunction(() => window.__kitchensync!.instanceCount('backsplash') === 0, undefined, {
      timeout: WAIT_MS,
    });
    await viewer.waitForFunction(() => window.__kitchensync!.instanceCount('backsplash') === 0, undefined, {
      timeout: WAIT_MS,
    });
  }, 120_000);

  it('Custom picks the walls in the plan: a click on a wall picks it, highlighted and ticked in the list, a second click unpicks it, Discard clears them, Confirm lays the backsplash on the picked walls', async () => {
    const { server } = await product.start();
    const page = await product.newPage({ width: 1280, height: 800 });
    await signInAsGuest(page, server.url, 'backsplash-pick@example.com');
    await page.goto(`${server.url}${L_KITCHEN}`);
    await page.waitForURL(/\/save_[A-Za-z0-9]+$/, { timeout: WAIT_MS });
    await waitForEditorReady(page);
    await showView(page, '3D');
    const walls = await page.evaluate(() =>
      window.__kitchensync!.walls().map((wall) => ({
        id: wall.id,
        // The middle of the wall, halfway up the plan's cut.
        middle: {
          x: wall.position.x + (Math.cos(wall.angle) * wall.dimensions.x) / 2,
          y: 0.6,
          z: wall.position.z - (Math.sin(wall.angle) * wall.dimensions.x) / 2,
        },
      })),
    );

    await page.getByRole('button', { name: 'Tools' }).click();
    await page.getByRole('menuitem', { name: 'Backsplash wizard' }).click();
    const wizard = page.getByRole('dialog', { name: 'Backsplash wizard' });
    await wizard.getByRole('button', { name: /^Custom/ }).click();
    // The wall-pick mode is on the plan.
    await page.waitForFunction(
      () => window.__kitchensync?.viewMode === 'top' && window.__kitchensync.ready,
      undefined,
      {
        timeout: WAIT_MS,
      },
    );
    const [first, second] = walls;
    const boxes = wizard.getByRole('checkbox');
    const onWall = await screenPointOf(page, first!.middle);
    const unpicked = await pixelAt(page, onWall);
    const PICKED: Rgb = [0x1e, 0x88, 0xe5];

    await page.mouse.click(onWall.x, onWall.y);
    await expect.poll(() => boxes.nth(0).isChecked()).toBe(true);
    await expect.poll(async () => colourDistance(await pixelAt(page, onWall), PICKED)).toBeLessThan(40);
    expect(colourDistance(unpicked, PICKED)).toBeGreaterThan(80);
    expect(await boxes.nth(1).isChecked()).toBe(false);
    // Clicking on the plan leaves the wizard open and selects nothing.
    expect(await page.evaluate(() => window.__kitchensync!.selection())).toEqual([]);
    await shot(page, 'wizard-pick');

    await page.mouse.click(onWall.x, onWall.y);
    await expect.poll(() => boxes.nth(0).isChecked()).toBe(false);
    await expect.poll(async () => colourDistance(await pixelAt(page, onWall), unpicked)).toBeLessThan(40);

    // The list and the plan pick the same walls; Discard clears them all.
    await boxes.nth(1).check();
    await page.mouse.click(onWall.x, onWall.y);
    await expect.poll(() => boxes.nth(0).isChecked()).toBe(true);
    await wizard.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => boxes.nth(0).isChecked()).toBe(false);
    expect(await boxes.nth(1).isChecked()).toBe(false);

    await page.mouse.click(onWall.x, onWall.y);
    await expect.poll(() => boxes.nth(0).isChecked()).toBe(true);
    await wizard.getByRole('button', { name: 'Confirm' }).click();
    await wizard.getByRole('button', { name: /White Subway/ }).click({ timeout: WAIT_MS });
    await wizard.getByRole('button', { name: /^Small/ }).click();
    await wizard.waitFor({ state: 'detached', timeout: WAIT_MS });
    const design = await page.evaluate(() => window.__kitchensync!.design()!.backsplash);
    expect(design).toMatchObject({ walls: [first!.id], size: 'small' });
    expect(second!.id).not.toBe(first!.id);
    // Out of the pick mode, the wall shows its plan colour again.
    await expect.poll(async () => colourDistance(await pixelAt(page, onWall), unpicked)).toBeLessThan(40);
  }, 120_000);
});
