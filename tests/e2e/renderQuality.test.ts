import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsGuest, waitForEditorReady } from './support/editorActions';
import { useProductFixture } from './support/productFixture';
import type { ProductServer } from './support/productServer';
import { brightnessAround, brightnessesAround, type ScenePoint } from './support/sceneSampling';

const WAIT_MS = 60_000;
const L_KITCHEN =
  '/app?style=shaker-white&layout=l&side=left&topWallLength=144&topWallHeight=96&sideWallLength=120&sideWallHeight=96';

type Quality = 'Low (fastest)' | 'Medium' | 'High';

async function openKitchen(page: Page, baseUrl: string, email: string): Promise<void> {
  await signInAsGuest(page, baseUrl, email);
  await page.goto(`${baseUrl}${L_KITCHEN}`);
  await page.waitForURL(/\/save_[A-Za-z0-9]+$/, { timeout: WAIT_MS });
  await waitForEditorReady(page);
}

/** Chooses the 3D quality in General Settings and waits until the view is drawn with it, pictures included. */
async function chooseQuality(page: Page, quality: Quality): Promise<void> {
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel('3D quality').selectOption({ label: quality });
  await page.getByRole('button', { name: 'Close General Settings' }).click();
  await settle(page);
}

/**
 * Waits until no pattern picture is being drawn and the view has drawn what it was last asked to:
 * rendering is on demand, so a frame asked for (a quality, a rotation, a picture landing) is drawn
 * on the next animation frame; two more let the compositor show it.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__kitchensync?.patternTextures().pending === 0, undefined, {
    timeout: WAIT_MS,
  });
  for (let frame = 0; frame < 3; frame += 1) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
}

async function show3d(page: Page): Promise<void> {
  await page.getByRole('button', { name: '3D', exact: true }).click();
  await page.waitForFunction(
    () => window.__kitchensync?.viewMode === 'perspective' && window.__kitchensync.ready,
    undefined,
    { timeout: WAIT_MS },
  );
}

/**
 * A floor point just in front of the base cabinet whose front the 3D camera faces most, and one in
 * the open floor of the L away from every cabinet.
 */
async function floorPoints(page: Page): Promise<{ beside: ScenePoint; open: ScenePoint }> {
  return page.evaluate(() => {
    const api = window.__kitchensync!;
    const walls = api.walls();
    // Both ends of each wall (a wall runs from its position along (cos a, -sin a)).
    const xs = walls.flatMap((wall) => [
      wall.position.x,
      wall.position.x + Math.cos(wall.angle) * wall.dimensions.x,
    ]);
    const zs = walls.flatMap((wall) => [
      wall.position.z,
      wall.position.z - Math.sin(wall.angle) * wall.dimensions.x,
    ]);
    const bases = api.models().filter((model) => model.modelType === 'base' && model.position.y < 0.01);
    // The camera looks from +x, +z: the cabinet whose front faces +z the most, nearest the room's middle.
    const facing = bases
      .map((model) => ({ model, front: Math.cos(model.rotation.y) }))
      .sort((a, b) => b.front - a.front || Math.abs(a.model.position.x) - Math.abs(b.model.position.x))[0]!
      .model;
    const reach = facing.dimensions.depth / 2 + 0.03;
    const beside = {
      x: facing.position.x + Math.sin(facing.rotation.y) * reach,
      y: 0,
      z: facing.position.z + Math.cos(facing.rotation.y) * reach,
    };
    const open = {
      x: (Math.min(...xs) + Math.max(...xs)) / 2 + 0.6,
      y: 0,
      z: (Math.min(...zs) + Math.max(...zs)) / 2 + 0.6,
    };
    return { beside, open };
  });
}

describe('3D quality: light, shadow and materials', () => {
  // Each test signs in a guest of its own, on a kitchen of its own: one product serves them all,
  // and each test still gets a browser with a fresh profile.
  const shared = useProductFixture('render-quality', 'describe');
  const product = useProductFixture('render-quality');
  let server: ProductServer;
  beforeAll(async () => {
    ({ server } = await shared.start());
  });

  // High is left out here: its environment's one-off prefiltering holds a software renderer for
  // 10 to 30 s (docs/architecture/rendering.md); its shadows are Medium's, sharper.
  it('shadows darken the floor beside a base cabinet at Medium, which Low leaves as lit as the open floor', async () => {
    const page = await product.newPage({ width: 1280, height: 720 });
    await openKitchen(page, server.url, 'shadows@example.com');
    await chooseQuality(page, 'Low (fastest)');
    await show3d(page);
    await settle(page);
    const { beside, open } = await floorPoints(page);
    const darkening = async () =>
      (await brightnessAround(page, beside, 8)) / (await brightnessAround(page, open, 8));

    const low = await darkening();
    expect(low).toBeGreaterThan(0.9);
    await chooseQuality(page, 'Medium');
    expect(await darkening()).toBeLessThan(low - 0.15);
  });

  it('turning the flooring’s pattern visibly turns the floor’s planks, and Low draws the floor plain', async () => {
    const page = await product.newPage({ width: 1280, height: 720 });
    await openKitchen(page, server.url, 'rotation@example.com');
    await page.getByRole('button', { name: 'Flooring', exact: true }).click();
    const flooring = page.getByRole('region', { name: 'Flooring' });
    await flooring.getByRole('button', { name: 'White Oak Plank', exact: true }).click({ timeout: WAIT_MS });
    await show3d(page);
    await settle(page);
    const { open } = await floorPoints(page);
    const patch = () => brightnessesAround(page, open, 96);
    const difference = (a: number[], b: number[]) =>
      a.reduce((sum, value, index) => sum + Math.abs(value - b[index]!), 0) / a.length;
    const spread = (values: number[]) => Math.max(...values) - Math.min(...values);

    const along = await patch();
    // Planks: seams and grain, not one flat colour; and the same picture when nothing changes.
    expect(spread(along)).toBeGreaterThan(25);
    expect(difference(along, await patch())).toBeLessThan(0.5);
    const rotation = flooring.getByLabel('Rotation');
    await rotation.fill('90');
    await rotation.press('Enter');
    await expect.poll(() => rotation.inputValue()).toBe('90');
    await settle(page);
    const across = await patch();
    expect(difference(along, across)).toBeGreaterThan(4);

    await chooseQuality(page, 'Low (fastest)');
    expect(spread(await patch())).toBeLessThan(6);
  });
});
