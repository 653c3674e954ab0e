import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsGuest, waitForEditorReady } from './support/editorActions';
import { useProductFixture } from './support/productFixture';
import { brightnessesAround, type ScenePoint } from './support/sceneSampling';

const WAIT_MS = 60_000;
const L_KITCHEN =
  '/app?style=shaker-white&layout=l&side=left&topWallLength=144&topWallHeight=96&sideWallLength=120&sideWallHeight=96';

async function openKitchenIn3d(page: Page, baseUrl: string, email: string): Promise<void> {
  await signInAsGuest(page, baseUrl, email);
  await page.goto(`${baseUrl}${L_KITCHEN}`);
  await page.waitForURL(/\/save_[A-Za-z0-9]+$/, { timeout: WAIT_MS });
  await waitForEditorReady(page);
  await page.getByRole('button', { name: '3D', exact: true }).click();
  await page.waitForFunction(
    () => window.__kitchensync?.viewMode === 'perspective' && window.__kitchensync.ready,
    undefined,
    { timeout: WAIT_MS },
  );
}

/** Waits until the orbit's easing has stopped (a scene point stays put on screen) and the patterns are drawn. */
async function settle(page: Page): Promise<void> {
  const probe = { x: 0.3, y: 0.4, z: 0.2 };
  const where = () => page.evaluate((at) => window.__kitchensync!.screenPoint(at), probe);
  let previous = await where();
  for (let attempt = 0; attempt < 80; attempt += 1) {
    await page.waitForTimeout(200);
    const now = await where();
    if (now && previous && Math.hypot(now.x - previous.x, now.y - previous.y) < 0.01) break;
    previous = now;
  }
  await page.waitForFunction(() => window.__kitchensync?.patternTextures().pending === 0, undefined, {
    timeout: WAIT_MS,
  });
  for (let frame = 0; frame < 3; frame += 1) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
}

/** Orbits the 3D view by dragging across empty sky at the top of the view: `turns` of a full turn. */
async function orbit(page: Page, turns: number): Promise<void> {
  const box = (await page.locator('.viewport canvas').boundingBox())!;
  // OrbitControls turns a full circle for a drag as long as the view is high.
  const from = { x: box.x + box.width / 2, y: box.y + 12 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + box.height * turns, from.y, { steps: 6 });
  await page.mouse.up();
  await settle(page);
}

async function setDollhouse(page: Page, on: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel('Cut away walls in front (3D)').setChecked(on);
  await page.getByRole('button', { name: 'Close General Settings' }).click();
  await settle(page);
}

/** The top of the base cabinet in the middle of the run along the north (top) wall. */
async function cabinetTopOnNorthWall(page: Page): Promise<ScenePoint> {
  return page.evaluate(() => {
    const bases = window
      .__kitchensync!.models()
      .filter((model) => model.modelType === 'base' && model.position.y < 0.01)
      // Facing south (+z): standing along the north wall.
      .filter((model) => Math.cos(model.rotation.y) > 0.9)
      .sort((a, b) => a.position.x - b.position.x);
    const middle = bases[Math.floor(bases.length / 2)]!;
    return {
      x: middle.position.x,
      y: middle.position.y + middle.dimensions.height + 0.02,
      z: middle.position.z,
    };
  });
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const difference = (a: number[], b: number[]) =>
  a.reduce((sum, value, index) => sum + Math.abs(value - b[index]!), 0) / a.length;

describe('dollhouse view', () => {
  const product = useProductFixture('dollhouse-view');

  it('cuts away the wall between the camera and the room so the cabinets behind it show, and the setting puts it back', async () => {
    const { server } = await product.start();
    const page = await product.newPage({ width: 960, height: 600 });
    await openKitchenIn3d(page, server.url, 'dollhouse@example.com');
    // From the default corner (south-east) both walls face the camera: nothing is cut.
    await orbit(page, 0.5);
    const cabinet = await cabinetTopOnNorthWall(page);
    // Now the camera looks in from the north-west, behind the north wall.
    const camera = await page.evaluate(() => window.__kitchensync!.cameraPosition());
    expect(camera!.z).toBeLessThan(-2);

    const cutAway = await brightnessesAround(page, cabinet, 12);
    await setDollhouse(page, false);
    const walled = await brightnessesAround(page, cabinet, 12);
    console.info(
      `dollhouse: cabinet top ${mean(cutAway).toFixed(1)} cut away, ${mean(walled).toFixed(1)} behind the wall`,
    );
    // With the wall standing, the patch is its plain back; cut away, the countertop behind it.
    expect(difference(cutAway, walled)).toBeGreaterThan(12);
    await setDollhouse(page, true);
    expect(difference(cutAway, await brightnessesAround(page, cabinet, 12))).toBeLessThan(1);
    // A software renderer draws each orbit step and the easing after it in turn: minutes, not seconds.
  }, 300_000);
});
