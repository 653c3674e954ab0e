import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Download, Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import {
  openLayoutAsGuest,
  REFERENCE_LAYOUT,
  shareForViewing,
  waitForEditorReady,
} from './support/editorActions';
import { useProductFixture } from './support/productFixture';

const WAIT_MS = 30_000;
const run = promisify(execFile);
/** The spec's L kitchen from the /app route: two walls with base and wall cabinets. */
/** The reference kitchen with a 72" island: its base cabinets back onto the island wall, facing the main wall. */
const ISLAND_LAYOUT =
  '/app?style=shaker-white&layout=island&side=left&topWallLength=144&topWallHeight=96&sideWallLength=120&sideWallHeight=96&islandLength=72';

async function saved(download: Download): Promise<string> {
  const file = await download.path();
  if (file === null) throw new Error(`the download ${download.suggestedFilename()} was not saved`);
  return file;
}

async function downloadBy(page: Page, click: () => Promise<void>): Promise<{ name: string; file: string }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: WAIT_MS }), click()]);
  return { name: download.suggestedFilename(), file: await saved(download) };
}

async function chooseFromPrintMenu(page: Page, item: 'Layout' | 'Elevation'): Promise<void> {
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** The layout sheet's PNG: its size and how much of it is drawn (not white). */
async function layoutPng(
  page: Page,
): Promise<{ width: number; height: number; inkShare: number; colours: number }> {
  await chooseFromPrintMenu(page, 'Layout');
  const dialog = page.getByRole('dialog', { name: 'Layout' });
  await dialog.waitFor({ timeout: WAIT_MS });
  const { name, file } = await downloadBy(page, () =>
    dialog.getByRole('button', { name: 'Download PNG' }).click(),
  );
  expect(name).toMatch(/ layout\.png$/);
  const png = PNG.sync.read(await readFile(file));
  let ink = 0;
  const colours = new Set<number>();
  // Every 7th pixel: enough to tell a drawing from a blank, cheap on a 8.7-million-pixel sheet.
  for (let at = 0; at < png.data.length; at += 28) {
    const [red, green, blue] = [png.data[at]!, png.data[at + 1]!, png.data[at + 2]!];
    if (red + green + blue < 700) ink += 1;
    colours.add((red >> 4) * 256 + (green >> 4) * 16 + (blue >> 4));
  }
  return {
    width: png.width,
    height: png.height,
    inkShare: ink / Math.ceil(png.data.length / 28),
    colours: colours.size,
  };
}

/** From the Elevations dialog: PDF of all walls, then Download from its PDF preview (left open). */
async function elevationPdfOf(
  page: Page,
  elevations: Locator,
): Promise<{ pdf: { name: string; file: string }; preview: Locator }> {
  await elevations.getByRole('button', { name: 'PDF of all walls' }).click();
  const preview = page
    .getByRole('dialog', { name: 'Elevations' })
    .filter({ has: page.getByRole('button', { name: 'Print to Printer' }) });
  await preview.waitFor({ timeout: WAIT_MS });
  const pdf = await downloadBy(page, () =>
    preview.getByRole('button', { name: 'Download', exact: true }).click(),
  );
  return { pdf, preview };
}

async function pdfFacts(file: string): Promise<{ pages: number; text: string }> {
  const { stdout: info } = await run('pdfinfo', [file]);
  const { stdout: text } = await run('pdftotext', ['-layout', file, '-']);
  return { pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0), text };
}

describe('printing a design: the layout sheet and the wall and island elevations', () => {
  const product = useProductFixture('print-outputs');

  it('gives a 3508 × 2480 layout sheet PNG and PDF, and an elevation PDF with a page per wall, cabinet codes and measurements as text; a viewer prints too but cannot edit', async () => {
    const { server } = await product.start();
    const page = await product.newPage({ width: 1280, height: 900 });
    await openLayoutAsGuest(page, server.url, REFERENCE_LAYOUT, 'print@example.com');

    // The layout sheet: the spec's sheet size, with a plan on it, not a blank page.
    const sheet = await layoutPng(page);
    expect([sheet.width, sheet.height]).toEqual([3508, 2480]);
    expect(sheet.inkShare).toBeGreaterThan(0.02);
    expect(sheet.colours).toBeGreaterThan(10);
    const layoutDialog = page.getByRole('dialog', { name: 'Layout' });
    const layoutPdf = await downloadBy(page, () =>
      layoutDialog.getByRole('button', { name: 'Download', exact: true }).click(),
    );
    expect(layoutPdf.name).toMatch(/ layout\.pdf$/);
    const { stdout: layoutInfo } = await run('pdfinfo', [layoutPdf.file]);
    expect(layoutInfo).toMatch(/^Pages:\s+1$/m);
    expect(layoutInfo).toMatch(/Page size:\s+841\.89 x 595\.28 pts \(A4\)/);

    // Print to Printer: a hidden frame holds the PDF and is printed once loaded, then removed. A
    // headless browser has no print dialog (printing a PDF viewer crashes it), so the frame's
    // window is replaced by one that records the call; everything around it is the product's.
    await page.evaluate(() => {
      const descriptor = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')!;
      const calls: { printedAt: number; loadedAt: number }[] = [];
      Object.assign(window, { printCalls: calls });
      Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
        configurable: true,
        get(this: HTMLIFrameElement) {
          if (!this.classList.contains('print-frame')) return descriptor.get!.call(this);
          return {
            focus() {},
            print: () => {
              calls.push({ printedAt: performance.now(), loadedAt: Number(this.dataset.loadedAt) });
            },
          };
        },
      });
      new MutationObserver((changes) => {
        for (const change of changes) {
          for (const node of change.addedNodes) {
            if (node instanceof HTMLIFrameElement && node.classList.contains('print-frame')) {
              node.addEventListener('load', () => (node.dataset.loadedAt = String(performance.now())), {
                capture: true,
              });
            }
          }
        }
      }).observe(document.body, { childList: true });
    });
    await layoutDialog.getByRole('button', { name: 'Print to Printer' }).click();
    await page.locator('iframe.print-frame').waitFor({ state: 'attached', timeout: WAIT_MS });
    await page.locator('iframe.print-frame').waitFor({ state: 'detached', timeout: WAIT_MS });
    const printCalls = await page.evaluate(
      () => (window as unknown as { printCalls: { printedAt: number; loadedAt: number }[] }).printCalls,
    );
    expect(printCalls).toHaveLength(1);
    expect(printCalls[0]!.printedAt - printCalls[0]!.loadedAt).toBeGreaterThanOrEqual(240);
    await layoutDialog.getByRole('button', { name: 'Close' }).click();

    // The elevations: one per wall, drawn in the app, then as a PDF.
    const placed = await page.evaluate(() => {
      const doc = window.__kitchensync?.doc;
      if (!doc) throw new Error('no document');
      const models = Object.values(doc.getMap('models').toJSON()) as { modelCode: string }[];
      return {
        walls: doc.getMap('walls').size,
        codes: [...new Set(models.map((model) => model.modelCode.trim()).filter((code) => code !== ''))],
      };
    });
    expect(placed.walls).toBe(2);
    expect(placed.codes.length).toBeGreaterThan(2);
    await chooseFromPrintMenu(page, 'Elevation');
    const elevations = page.getByRole('dialog', { name: 'Elevations' });
    await elevations.waitFor({ timeout: WAIT_MS });
    expect(await elevations.getByRole('tab').count()).toBe(placed.walls);
    const shownCodes = await elevations.locator('svg text[data-role="code"]').allTextContents();
    expect(shownCodes.length).toBeGreaterThan(0);
    const { pdf: elevationPdf, preview } = await elevationPdfOf(page, elevations);
    expect(elevationPdf.name).toMatch(/ elevations\.pdf$/);
    const { pages, text } = await pdfFacts(elevationPdf.file);
    expect(pages).toBe(placed.walls);
    for (const code of placed.codes) expect(text, `code ${code}`).toContain(code);
    // The walls' lengths and the reference cabinets' widths and heights, in inches, as text.
    for (const measurement of ['144 in', '120 in', '96 in', '36 in', '34 1/2 in']) {
      expect(text, measurement).toContain(measurement);
    }
    expect(text).toMatch(/Scale 1:\d+/);
    expect(text).toContain('Page 2 of 2');

    // A viewer on the public link: nothing to edit with, and the Print menu works the same.
    await preview.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog', { name: 'Elevations' }).getByRole('button', { name: 'Close' }).click();
    const link = await shareForViewing(page);
    const viewer = await product.newPage({ width: 1280, height: 900 });
    await viewer.goto(link);
    await waitForEditorReady(viewer);
    expect(await viewer.evaluate(() => window.__kitchensync?.role)).toBe('viewer');
    expect(await viewer.getByRole('button', { name: 'Solid Wall' }).count()).toBe(0);
    const viewerSheet = await layoutPng(viewer);
    expect([viewerSheet.width, viewerSheet.height]).toEqual([3508, 2480]);
    expect(viewerSheet.inkShare).toBeGreaterThan(0.02);
  }, 300_000);

  it('gives an island layout’s elevations the island’s front and back, each page with the island cabinets’ codes and the island’s length as text', async () => {
    const { server } = await product.start();
    const page = await product.newPage({ width: 1280, height: 900 });
    await openLayoutAsGuest(page, server.url, ISLAND_LAYOUT, 'print-island@example.com');

    // The island's cabinets: those whose back stands on the island wall's line.
    const placed = await page.evaluate(() => {
      const doc = window.__kitchensync?.doc;
      if (!doc) throw new Error('no document');
      type Point = { x: number; z: number };
      const islands = Object.values(doc.getMap('islandWalls').toJSON()) as {
        firstPoint: Point;
        lastPoint: Point;
      }[];
      const models = Object.values(doc.getMap('models').toJSON()) as {
        modelCode: string;
        position: Point;
        dimensions: { depth: number };
      }[];
      const island = islands[0];
      if (island === undefined) throw new Error('the island layout made no island wall');
      const along = {
        x: island.lastPoint.x - island.firstPoint.x,
        z: island.lastPoint.z - island.firstPoint.z,
      };
      const length = Math.hypot(along.x, along.z);
      const onIsland = models.filter((model) => {
        const across =
          ((model.position.x - island.firstPoint.x) * -along.z +
            (model.position.z - island.firstPoint.z) * along.x) /
          length;
        return Math.abs(Math.abs(across) - model.dimensions.depth / 2) < 0.02;
      });
      return {
        walls: doc.getMap('walls').size,
        islands: islands.length,
        islandCodes: [
          ...new Set(onIsland.map((model) => model.modelCode.trim()).filter((code) => code !== '')),
        ],
      };
    });
    expect(placed.islands).toBe(1);
    expect(placed.islandCodes.length).toBeGreaterThan(0);

    await chooseFromPrintMenu(page, 'Elevation');
    const elevations = page.getByRole('dialog', { name: 'Elevations' });
    await elevations.waitFor({ timeout: WAIT_MS });
    const tabs = await elevations.getByRole('tab').allTextContents();
    expect(tabs).toHaveLength(placed.walls + 2);
    expect(tabs.filter((tab) => tab.startsWith('Island 1'))).toHaveLength(2);
    await elevations.getByRole('tab', { name: /^Island 1 front/ }).click();
    const frontCodes = await elevations.locator('svg text[data-role="code"]').allTextContents();
    for (const code of placed.islandCodes) expect(frontCodes, `code ${code} on the front`).toContain(code);

    const { pdf: elevationPdf } = await elevationPdfOf(page, elevations);
    const { pages } = await pdfFacts(elevationPdf.file);
    expect(pages).toBe(placed.walls + 2);
    // The island's two pages, read on their own: each names its side and has every island cabinet's code.
    for (const [side, number] of [
      ['front', placed.walls + 1],
      ['back', placed.walls + 2],
    ] as const) {
      const { stdout: text } = await run('pdftotext', [
        '-layout',
        '-f',
        String(number),
        '-l',
        String(number),
        elevationPdf.file,
        '-',
      ]);
      expect(text).toContain(`Island 1 ${side} elevation`);
      for (const code of placed.islandCodes)
        expect(text, `code ${code} on the island’s ${side}`).toContain(code);
      expect(text, 'the island’s length').toContain('72 in');
    }
  }, 300_000);
});
