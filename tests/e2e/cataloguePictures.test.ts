import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsGuest, waitForEditorReady } from './support/editorActions';
import { useProductFixture } from './support/productFixture';
import type { ProductServer } from './support/productServer';

const WAIT_MS = 90_000;
const L_KITCHEN =
  '/app?style=shaker-white&layout=l&side=left&topWallLength=144&topWallHeight=96&sideWallLength=120&sideWallHeight=96';

/** What an image's pixels hold: how many are drawn (not transparent) and how much their brightness varies. */
interface PicturePixels {
  width: number;
  drawnShare: number;
  brightnessSpread: number;
}

/** Reads each picture of the tiles in `panel` back through a 2D canvas (their object URLs are same-origin). */
function picturePixels(panel: Locator): Promise<PicturePixels[]> {
  return panel.locator('img.model-tile-picture').evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image) => {
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let drawn = 0;
      let darkest = 255;
      let brightest = 0;
      for (let index = 0; index < data.length; index += 4) {
        if (data[index + 3]! < 128) continue;
        drawn += 1;
        const brightness = (data[index]! + data[index + 1]! + data[index + 2]!) / 3;
        darkest = Math.min(darkest, brightness);
        brightest = Math.max(brightest, brightness);
      }
      return {
        width: image.naturalWidth,
        drawnShare: drawn / Math.max(1, data.length / 4),
        brightnessSpread: brightest - darkest,
      };
    }),
  );
}

async function openBaseCabinets(page: Page): Promise<Locator> {
  await page
    .getByRole('toolbar', { name: 'Catalogue categories' })
    .getByRole('button', { name: 'Base', exact: true })
    .click();
  const panel = page.getByRole('region', { name: 'Step 2: Base Cabinets' });
  await panel.getByRole('heading', { name: 'Step 2: Base Cabinets' }).waitFor({ timeout: WAIT_MS });
  // A search opens every group: all the base cabinets at once.
  await panel.getByRole('searchbox', { name: 'Search Base' }).fill('base');
  await panel.locator('.model-tile').first().waitFor({ timeout: WAIT_MS });
  return panel;
}

/** Waits until every tile shown has its picture (none is still a placeholder) and answers how many there are. */
async function waitForPictures(panel: Locator): Promise<number> {
  await expect
    .poll(() => panel.locator('.model-tile-picture-pending').count(), { timeout: WAIT_MS, interval: 250 })
    .toBe(0);
  return panel.locator('img.model-tile-picture').count();
}

/** Waits until the editor has drawn ahead, at idle, the pictures of the panels a person opens first. */
async function waitForDrawingAhead(page: Page): Promise<void> {
  await page.waitForFunction(
    () => window.__kitchensync!.cataloguePicturesDrawnAhead?.() === true,
    undefined,
    {
      timeout: WAIT_MS,
    },
  );
}

describe('catalogue pictures', () => {
  // Each test signs in a guest of its own, on a kitchen of its own: one product serves them all,
  // and each test still gets a browser with a fresh profile.
  const shared = useProductFixture('catalogue-pictures', 'describe');
  const product = useProductFixture('catalogue-pictures');
  let server: ProductServer;
  beforeAll(async () => {
    ({ server } = await shared.start());
  });

  it('shows each cabinet tile a picture drawn from its model, kept in the browser for the next visit', async () => {
    const page = await product.newPage({ width: 1280, height: 800 });
    await signInAsGuest(page, server.url, 'pictures@example.com');
    await page.goto(`${server.url}${L_KITCHEN}`);
    await page.waitForURL(/\/save_[A-Za-z0-9]+$/, { timeout: WAIT_MS });
    await waitForEditorReady(page);

    let panel = await openBaseCabinets(page);
    const tiles = await panel.locator('.model-tile').count();
    expect(tiles).toBeGreaterThan(0);
    expect(await waitForPictures(panel)).toBe(tiles);
    for (const picture of await picturePixels(panel)) {
      // Even a 9" cabinet covers a share of its square, shaded and with its doors' edges and handles.
      expect(picture.width).toBeGreaterThan(0);
      expect(picture.drawnShare).toBeGreaterThan(0.05);
      expect(picture.brightnessSpread).toBeGreaterThan(40);
    }
    const drawn = await page.evaluate(() => window.__kitchensync!.cataloguePictures());
    // Drawn here, by the panel or ahead of it at idle (which may also have drawn wall cabinets).
    expect(drawn.fromCache).toBe(0);
    expect(drawn.drawn).toBeGreaterThanOrEqual(tiles);
    await waitForDrawingAhead(page);

    // A new visit finds them in the browser's store instead of drawing them again.
    await page.reload();
    await waitForEditorReady(page);
    panel = await openBaseCabinets(page);
    expect(await waitForPictures(panel)).toBe(tiles);
    await waitForDrawingAhead(page);
    const again = await page.evaluate(() => window.__kitchensync!.cataloguePictures());
    expect(again.drawn).toBe(0);
    expect(again.fromCache).toBeGreaterThanOrEqual(tiles);
  }, 300_000);

  it("draws the base and wall panels' pictures ahead at idle, so the Base panel opened later draws none", async () => {
    const page = await product.newPage({ width: 1280, height: 800 });
    await signInAsGuest(page, server.url, 'ahead@example.com');
    await page.goto(`${server.url}${L_KITCHEN}`);
    await page.waitForURL(/\/save_[A-Za-z0-9]+$/, { timeout: WAIT_MS });
    await waitForEditorReady(page);
    await waitForDrawingAhead(page);
    const ahead = await page.evaluate(() => window.__kitchensync!.cataloguePictures());
    expect(ahead.waiting).toBe(0);

    const panel = await openBaseCabinets(page);
    const tiles = await panel.locator('.model-tile').count();
    // Base (47) and wall cabinets: more than the Base panel's tiles.
    expect(ahead.drawn).toBeGreaterThan(tiles);
    expect(await waitForPictures(panel)).toBe(tiles);
    const opened = await page.evaluate(() => window.__kitchensync!.cataloguePictures());
    expect(opened.drawn).toBe(ahead.drawn);
  }, 300_000);

  it('draws the pictures of the tiles in view first, so tiles scrolled into view jump the queue', async () => {
    const page = await product.newPage({ width: 1280, height: 800 });
    await signInAsGuest(page, server.url, 'in-view@example.com');
    await page.goto(`${server.url}${L_KITCHEN}`);
    await page.waitForURL(/\/save_[A-Za-z0-9]+$/, { timeout: WAIT_MS });
    await waitForEditorReady(page);
    await page
      .getByRole('toolbar', { name: 'Catalogue categories' })
      .getByRole('button', { name: 'Base', exact: true })
      .click();
    const search = page
      .getByRole('region', { name: 'Step 2: Base Cabinets' })
      .getByRole('searchbox', { name: 'Search Base' });
    await search.waitFor({ timeout: WAIT_MS });
    // Searched, then scrolled at once to the panel's last tiles: those, not the first, are in view.
    const whenInViewShown = await search.evaluate(
      (box: HTMLInputElement, waitMs) =>
        new Promise<{ inView: number; outOfView: number; outOfViewWaiting: number }>((resolve, reject) => {
          const root = box.closest('section')!;
          const scroller = box.closest('.side-panel')!;
          const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
          setValue.call(box, 'base');
          box.dispatchEvent(new Event('input', { bubbles: true }));
          const start = performance.now();
          let scrolled = false;
          const look = () => {
            const view = scroller.getBoundingClientRect();
            const tiles = [...root.querySelectorAll('.model-tile')];
            if (!scrolled && tiles.length > 20) {
              scrolled = true;
              scroller.scrollTop += tiles.at(-1)!.getBoundingClientRect().bottom - view.bottom;
              requestAnimationFrame(look);
              return;
            }
            const inView = tiles.filter((tile) => {
              const box = tile.getBoundingClientRect();
              return box.bottom > Math.max(0, view.top) && box.top < Math.min(innerHeight, view.bottom);
            });
            const waiting = (tile: Element) => tile.querySelector('.model-tile-picture-pending') !== null;
            if (scrolled && inView.length > 0 && !inView.some(waiting)) {
              const outOfView = tiles.filter((tile) => !inView.includes(tile));
              resolve({
                inView: inView.length,
                outOfView: outOfView.length,
                outOfViewWaiting: outOfView.filter(waiting).length,
              });
            } else if (performance.now() - start > waitMs) reject(new Error('pictures in view never shown'));
            else requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        }),
      WAIT_MS,
    );
    expect(whenInViewShown.inView).toBeGreaterThan(3);
    expect(whenInViewShown.outOfView).toBeGreaterThan(20);
    // The tiles above, asked for first but out of view, wait behind the ones in view.
    expect(whenInViewShown.outOfViewWaiting).toBeGreaterThan(5);
  }, 300_000);

  it('shows each countertop its pattern in its colour as the 3D view lays it', async () => {
    const page = await product.newPage({ width: 1280, height: 800 });
    await signInAsGuest(page, server.url, 'swatches@example.com');
    await page.goto(`${server.url}${L_KITCHEN}`);
    await page.waitForURL(/\/save_[A-Za-z0-9]+$/, { timeout: WAIT_MS });
    await waitForEditorReady(page);
    await page.getByRole('button', { name: 'Countertop', exact: true }).click();
    const swatches = page.getByRole('region', { name: 'Countertop' }).locator('.finish-swatch[data-pattern]');
    await swatches.first().waitFor({ timeout: WAIT_MS });
    const spreads = await swatches.evaluateAll((elements) =>
      Promise.all(
        elements.map(async (element) => {
          const url = /url\("?([^")]+)"?\)/.exec(getComputedStyle(element).backgroundImage)![1]!;
          const image = new Image();
          image.src = url;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.naturalWidth;
          canvas.height = image.naturalHeight;
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
          const brightness: number[] = [];
          for (let index = 0; index < data.length; index += 4) {
            brightness.push((data[index]! + data[index + 1]! + data[index + 2]!) / 3);
          }
          return Math.max(...brightness) - Math.min(...brightness);
        }),
      ),
    );
    expect(spreads.length).toBeGreaterThan(0);
    // Veins, grain or speckles: not one flat colour.
    for (const spread of spreads) expect(spread).toBeGreaterThan(8);
  }, 300_000);
});
