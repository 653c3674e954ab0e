import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { shareForViewing, showView, signInAsGuest, waitForEditorReady } from './support/editorActions';
import { openOwnerAndViewer, type OwnerAndViewer } from './support/ownerAndViewer';
import { useProductFixture } from './support/productFixture';
import type { ProductServer } from './support/productServer';

const WAIT_MS = 60_000;
const RENDER_MS = 180_000;
const L_KITCHEN =
  '/app?style=shaker-white&layout=l&side=left&topWallLength=144&topWallHeight=96&sideWallLength=120&sideWallHeight=96';
const NO_LIGHTS = 'It looks like you did not place any lights which will make the render seem very dark.';
const FIRST_RENDER =
  'This is your first time initiating a render. Would you like to see the tutorial for the render?';
const RENDER_ERROR =
  "If the device's memory gets filled, it cannot perform a render and it triggers an error or it refreshes the screen. Please try again and if it fails, please try using another device.";
const RETRYING = 'There has been an error, downsizing the number of shaders and trying again.';

interface Render {
  name: string;
  png: PNG;
}

/** Clicks Render (no Warning popup expected) and downloads the picture. */
async function renderAndDownload(page: Page): Promise<Render> {
  await page.getByRole('button', { name: 'Render', exact: true }).click();
  return downloadFromPreview(page);
}

/** Waits for the running render's Image Preview popup, downloads the newest picture and closes the popup. */
async function downloadFromPreview(page: Page): Promise<Render> {
  const preview = page.getByRole('dialog', { name: 'Image Preview' });
  await preview.waitFor({ timeout: RENDER_MS });
  const download = page.waitForEvent('download', { timeout: WAIT_MS });
  await preview
    .getByRole('button', { name: /^Download .* render\.png$/ })
    .last()
    .click();
  const file = await download;
  const png = PNG.sync.read(await readFile(await file.path()));
  await preview.getByRole('button', { name: 'Close', exact: true }).click();
  return { name: file.suggestedFilename(), png };
}

/** The names of the renders kept with the open save, as the Presentation popup lists them. */
function keptRenders(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const saveId = location.pathname.split('/').pop();
    const response = await fetch(`/api/saves/${saveId}/presentation`, { credentials: 'same-origin' });
    const body = (await response.json()) as { renders: { name: string }[] };
    return body.renders.map((render) => render.name);
  });
}

/**
 * A picture's colours, each channel rounded to 16 levels: how many there are, and the share of the
 * pixels the commonest one covers (1 for a blank picture).
 */
function colours(png: PNG): { count: number; commonestShare: number } {
  const counts = new Map<number, number>();
  for (let at = 0; at < png.data.length; at += 4) {
    const colour = ((png.data[at]! >> 4) << 8) | ((png.data[at + 1]! >> 4) << 4) | (png.data[at + 2]! >> 4);
    counts.set(colour, (counts.get(colour) ?? 0) + 1);
  }
  return { count: counts.size, commonestShare: Math.max(...counts.values()) / (png.width * png.height) };
}

/** Not blank: many colours (the kitchen’s shades and finishes); the backdrop alone covers about 0.77, a blank picture with its watermark 0.97. */
function expectNotBlank(png: PNG): void {
  const { count, commonestShare } = colours(png);
  expect(count).toBeGreaterThan(40);
  expect(commonestShare).toBeLessThan(0.9);
}

/** Mean brightness (0 to 255) of a picture's pixels in a square of `half` pixels around a point. */
function brightnessAround(png: PNG, x: number, y: number, half: number): number {
  let sum = 0;
  let count = 0;
  for (let row = Math.max(0, Math.round(y - half)); row < Math.min(png.height, y + half); row += 1) {
    for (
      let column = Math.max(0, Math.round(x - half));
      column < Math.min(png.width, x + half);
      column += 1
    ) {
      const at = (row * png.width + column) * 4;
      sum += (png.data[at]! + png.data[at + 1]! + png.data[at + 2]!) / 3;
      count += 1;
    }
  }
  return sum / count;
}

/** The design view's size in CSS pixels, which the render keeps the shape of. */
async function canvasSize(page: Page): Promise<{ width: number; height: number }> {
  const box = await page.locator('canvas').first().boundingBox();
  if (box === null) throw new Error('no design view');
  return { width: box.width, height: box.height };
}

/** Where a scene point lands in a render of `png`'s size, taken with the view's framing. */
async function pictureSpot(page: Page, png: PNG, point: { x: number; y: number; z: number }) {
  const box = await page.locator('canvas').first().boundingBox();
  const at = await page.evaluate((scene) => window.__kitchensync?.screenPoint(scene) ?? null, point);
  if (box === null || at === null) throw new Error('no design view');
  return { x: ((at.x - box.x) / box.width) * png.width, y: ((at.y - box.y) / box.height) * png.height };
}

/** The middle of the L kitchen's open floor, and two floor points left and right of it, in meters. */
async function floorSpots(page: Page) {
  return page.evaluate(() => {
    const walls = window.__kitchensync!.walls();
    const xs = walls.flatMap((wall) => [
      wall.position.x,
      wall.position.x + Math.cos(wall.angle) * wall.dimensions.x,
    ]);
    const zs = walls.flatMap((wall) => [
      wall.position.z,
      wall.position.z - Math.sin(wall.angle) * wall.dimensions.x,
    ]);
    const middle = { x: (Math.min(...xs) + Math.max(...xs)) / 2, z: (Math.min(...zs) + Math.max(...zs)) / 2 };
    const spread = (Math.max(...xs) - Math.min(...xs)) / 4;
    return {
      left: { x: middle.x - spread, y: 0, z: middle.z + spread / 2 },
      right: { x: middle.x + spread, y: 0, z: middle.z + spread / 2 },
    };
  });
}

/** Writes a bright point light into the design as a collaborator's edit would, or moves it. */
async function placeLight(page: Page, at: { x: number; z: number }): Promise<void> {
  await page.evaluate((spot) => {
    const doc = window.__kitchensync?.doc;
    if (!doc) throw new Error('no document');
    const lights = doc.getMap('pointLights');
    const YMap = doc.getMap('walls').constructor as new () => typeof lights;
    doc.transact(() => {
      const light = (lights.get('pointLight_render') as typeof lights | undefined) ?? new YMap();
      if (!lights.has('pointLight_render')) {
        lights.set('pointLight_render', light);
        for (const [field, value] of Object.entries({
          id: 'pointLight_render',
          visible: true,
          lightVisible: true,
          selected: false,
          intensity: 3,
          y: 1.2,
          shadow: false,
        })) {
          light.set(field, value);
        }
      }
      light.set('x', spot.x);
      light.set('z', spot.z);
    });
  }, at);
}

async function openLKitchen(page: Page, baseUrl: string, email: string): Promise<void> {
  await signInAsGuest(page, baseUrl, email);
  await page.goto(`${baseUrl}${L_KITCHEN}`);
  await page.waitForURL(/\/save_[A-Za-z0-9]+$/, { timeout: WAIT_MS });
  await waitForEditorReady(page);
}

describe('render', () => {
  // Each test signs in a guest of its own, on a kitchen of its own: one product serves them all,
  // and each test still gets a browser with a fresh profile.
  const shared = useProductFixture('render', 'describe');
  const product = useProductFixture('render');
  let server: ProductServer;
  beforeAll(async () => {
    ({ server } = await shared.start());
  });

  it('renders from the 3D view only, warns of no lights in the spec’s words, downloads a PNG 1024 × the upscale wide named after the project, not blank, and brighter where a light was moved to', async () => {
    const page = await product.newPage({ width: 1200, height: 760 });
    await openLKitchen(page, server.url, 'render@example.com');

    // From the plan, Render switches to 3D and asks the person to frame the shot.
    await page.getByRole('button', { name: 'Render', exact: true }).click();
    await page
      .getByText('Position the camera for your shot in the 3D view, then click Render again.')
      .waitFor();
    await page.waitForFunction(
      () => window.__kitchensync?.viewMode === 'perspective' && window.__kitchensync.ready,
    );
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('button', { name: 'Render', exact: true }).click();
    const warning = page.getByRole('dialog', { name: 'Warning' });
    await warning.waitFor();
    expect(await warning.getByText(NO_LIGHTS, { exact: true }).isVisible()).toBe(true);
    expect(await warning.getByText(FIRST_RENDER, { exact: true }).isVisible()).toBe(true);
    expect(await warning.getByRole('button', { name: 'Tutorial' }).isVisible()).toBe(true);
    expect((await warning.boundingBox())!.width).toBeLessThanOrEqual(600);

    const view = await canvasSize(page);
    await warning.getByRole('button', { name: 'Render', exact: true }).click();
    await page.getByRole('dialog', { name: 'Rendering' }).waitFor();
    const first = await downloadFromPreview(page);
    const filename = (await page.locator('.toolbar .filename').textContent())!.trim();
    expect(first.name).toBe(`${filename} render.png`);
    // Desktop upscale 2 by default: 2048 wide, in the shape of the framed view.
    expect(first.png.width).toBe(2048);
    expect(Math.abs(first.png.height - (2048 * view.height) / view.width)).toBeLessThanOrEqual(1);
    expectNotBlank(first.png);

    // Render size (desktop) 1: 1024 wide. A light in the room: no Warning any more (tutorial declined, lights placed).
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel('Render size (desktop)').selectOption('1');
    await page.getByRole('button', { name: 'Close General Settings' }).click();
    const spots = await floorSpots(page);
    await placeLight(page, spots.left);
    const litLeft = await renderAndDownload(page);
    expect(litLeft.png.width).toBe(1024);
    await placeLight(page, spots.right);
    const litRight = await renderAndDownload(page);
    // An editor's renders are kept with the save for the presentation, each named as downloaded.
    await expect
      .poll(() => keptRenders(page), { timeout: WAIT_MS })
      .toEqual([first.name, litLeft.name, litRight.name]);

    const left = await pictureSpot(page, litLeft.png, spots.left);
    const right = await pictureSpot(page, litRight.png, spots.right);
    const half = 30;
    expect(brightnessAround(litLeft.png, left.x, left.y, half)).toBeGreaterThan(
      brightnessAround(litRight.png, left.x, left.y, half) + 5,
    );
    expect(brightnessAround(litRight.png, right.x, right.y, half)).toBeGreaterThan(
      brightnessAround(litLeft.png, right.x, right.y, half) + 5,
    );
  }, 600_000);

  it('shows the Render Error and the retry message when a render fails, then retries at a cheaper setting and still delivers the picture', async () => {
    const page = await product.newPage({ width: 1000, height: 700 });
    await openLKitchen(page, server.url, 'retry@example.com');
    await showView(page, '3D');
    // The first render cannot be encoded, as when the device's memory is full. Only a canvas of a
    // render's size fails: catalogue pictures and thumbnails encode small canvases meanwhile.
    await page.evaluate(() => {
      const encode = HTMLCanvasElement.prototype.toBlob;
      let failures = 1;
      HTMLCanvasElement.prototype.toBlob = function (callback, ...rest) {
        if (failures > 0 && this.width >= 1024) {
          failures -= 1;
          callback(null);
          return;
        }
        encode.call(this, callback, ...rest);
      };
    });
    await page.getByRole('button', { name: 'Render', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Warning' })
      .getByRole('button', { name: 'Render', exact: true })
      .click();
    const progress = page.getByRole('dialog', { name: 'Rendering' });
    await progress.getByText(RETRYING, { exact: true }).waitFor({ timeout: RENDER_MS });
    expect(await progress.getByText(RENDER_ERROR, { exact: true }).isVisible()).toBe(true);
    await page.getByRole('dialog', { name: 'Image Preview' }).waitFor({ timeout: RENDER_MS });
  }, 400_000);
});

describe('render for a viewer', () => {
  let people: OwnerAndViewer | undefined;
  afterEach(async () => {
    await people?.close();
    people = undefined;
  });

  it('a viewer can render the design and download the picture, but has no editing tools and is offered no tutorial', async () => {
    people = await openOwnerAndViewer();
    const { ownerPage, viewerPage } = people;
    await openLKitchen(ownerPage, people.server.url, 'owner-render@example.com');
    await viewerPage.goto(await shareForViewing(ownerPage));
    await waitForEditorReady(viewerPage);
    expect(await viewerPage.evaluate(() => window.__kitchensync?.role)).toBe('viewer');
    expect(await viewerPage.getByRole('button', { name: 'Solid Wall' }).count()).toBe(0);
    const modelsBefore = await viewerPage.evaluate(() => window.__kitchensync?.models().length);

    await showView(viewerPage, '3D');
    await viewerPage.getByRole('button', { name: 'Render', exact: true }).click();
    const warning = viewerPage.getByRole('dialog', { name: 'Warning' });
    await warning.waitFor();
    expect(await warning.getByText(NO_LIGHTS, { exact: true }).isVisible()).toBe(true);
    expect(await warning.getByRole('button', { name: 'Tutorial' }).count()).toBe(0);
    await warning.getByRole('button', { name: 'Render' }).click();
    const render = await downloadFromPreview(viewerPage);
    expect(render.png.width).toBe(2048);
    expectNotBlank(render.png);
    expect(await viewerPage.evaluate(() => window.__kitchensync?.models().length)).toBe(modelsBefore);
    expect(await viewerPage.evaluate(() => window.__kitchensync?.permissionDenied)).toBeNull();
    // A viewer's render is theirs to download: nothing is kept with the save.
    expect(await keptRenders(ownerPage)).toEqual([]);
  }, 600_000);
});
