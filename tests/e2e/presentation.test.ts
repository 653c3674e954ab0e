import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import {
  drawWall,
  setGeneralAccess,
  shareForViewing,
  signInAsGuest,
  signInAsGuestAndCreateSave,
  waitForEditorReady,
  waitForWallCount,
} from './support/editorActions';
import { addCoworker, subscribeToTeamPlan } from './support/organisation';
import { useProductFixture } from './support/productFixture';

const WAIT_MS = 30_000;
const run = promisify(execFile);

/** A real PNG of one colour with a darker band, `width` × `height`. */
function picturePng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      const band = y > height * 0.4 && y < height * 0.6 ? 0.5 : 1;
      png.data[at] = rgb[0] * band;
      png.data[at + 1] = rgb[1] * band;
      png.data[at + 2] = rgb[2] * band;
      png.data[at + 3] = 255;
    }
  return PNG.sync.write(png);
}

/** Keeps a render with the save the way the render flow does: a PNG posted to the api by the page. */
async function keepRenderThroughApi(page: Page, saveId: string, name: string, png: Buffer): Promise<number> {
  return page.evaluate(
    async ({ saveId, name, base64 }) => {
      const response = await fetch(`/api/saves/${saveId}/presentation/images`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ kind: 'render', name, image: `data:image/png;base64,${base64}` }),
      });
      return response.status;
    },
    { saveId, name, base64: png.toString('base64') },
  );
}

async function placeFromBase(page: Page, name: string): Promise<void> {
  const catalogue = page.getByRole('region', { name: 'Step 2: Base Cabinets' });
  await catalogue.getByRole('searchbox', { name: 'Search Base' }).fill(name);
  await catalogue
    .locator('.model-tile')
    .filter({ has: page.locator('.model-tile-name', { hasText: new RegExp(`^${name}"$`) }) })
    .first()
    .click();
}

async function pdfFacts(path: string): Promise<{ pages: number; text: string; pageTexts: string[] }> {
  expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
  const { stdout: info } = await run('pdfinfo', [path]);
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
  const { stdout: text } = await run('pdftotext', ['-layout', path, '-']);
  return { pages, text, pageTexts: text.split('\f') };
}

/** Downloads the PDF shown in the PDF Preview popup through its Download button; answers its path. */
async function downloadFromPreview(page: Page, expectedName: string): Promise<string> {
  const preview = page.getByRole('dialog', { name: 'Presentation PDF' });
  await preview.waitFor({ timeout: 60_000 });
  await preview.getByText(expectedName).waitFor({ timeout: WAIT_MS });
  const download = page.waitForEvent('download', { timeout: WAIT_MS });
  await preview.getByRole('button', { name: 'Download', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(expectedName);
  return (await file.path()) ?? '';
}

/** Print → Presentation in the toolbar. */
async function choosePresentation(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Presentation' }).click();
}

describe('the presentation', () => {
  const product = useProductFixture('presentation');

  it('a licensed designer uploads a custom slide, orders the kept renders and gets one PDF from Print → Presentation in the PDF Preview popup: cover with the design name and designer, the chosen renders in order, the layout sheet, the elevations, the slide and the price list; it is kept with the save and listed for a second editor; a viewer cannot upload, prints directly and keeps nothing', async () => {
    const { server, dataDir } = await product.start();
    const page = await product.newPage({ width: 1280, height: 900 });
    const saveId = await signInAsGuestAndCreateSave(page, server.url, 'presenter@example.com');
    await subscribeToTeamPlan(page, server.url, 'presenter@example.com');
    const renamed = await page.request.patch(`${server.url}/api/saves/${saveId}`, {
      data: { filename: 'Harbour Kitchen' },
    });
    expect(renamed.status()).toBe(200);
    await page.reload();
    await waitForEditorReady(page);
    await drawWall(page, 150);
    await waitForWallCount(page, 1);

    await page
      .getByRole('toolbar', { name: 'Catalogue categories' })
      .getByRole('button', { name: 'Base', exact: true })
      .click();
    await placeFromBase(page, 'Base 24');
    const list = page.getByRole('region', { name: 'Price list' });
    await expect
      .poll(async () => (await list.getByLabel('Total price').textContent()) ?? '', { timeout: WAIT_MS })
      .toMatch(/^\$[\d,]+\.\d\d$/);
    const listTotal = (await list.getByLabel('Total price').textContent()) ?? '';

    expect(
      await keepRenderThroughApi(page, saveId, 'Evening view', picturePng(640, 480, [200, 140, 60])),
    ).toBe(201);
    expect(
      await keepRenderThroughApi(page, saveId, 'Morning view', picturePng(640, 360, [90, 150, 220])),
    ).toBe(201);
    expect(
      await keepRenderThroughApi(page, saveId, 'Discarded view', picturePng(320, 240, [60, 60, 60])),
    ).toBe(201);

    await choosePresentation(page);
    const dialog = page.getByRole('dialog', { name: 'Presentation', exact: true });
    const renders = dialog.getByRole('list', { name: 'Renders' });
    await renders.getByText('Discarded view').waitFor({ timeout: WAIT_MS });
    await expect(
      dialog.getByText('1320 × 1020 pixels is best; other sizes are fitted to the page.'),
    ).toBeTruthy();
    await dialog.getByRole('button', { name: 'Move Morning view up' }).click();
    await renders.getByRole('listitem').filter({ hasText: 'Discarded view' }).getByRole('checkbox').uncheck();
    await expect
      .poll(
        async () =>
          (await page.request.get(`${server.url}/api/saves/${saveId}/presentation`)).json() as Promise<{
            renders: { name: string; included: boolean }[];
          }>,
        { timeout: WAIT_MS },
      )
      .toMatchObject({
        renders: [
          { name: 'Morning view', included: true },
          { name: 'Evening view', included: true },
          { name: 'Discarded view', included: false },
        ],
      });

    await dialog.getByLabel('Upload slides').setInputFiles({
      name: 'Showroom.png',
      mimeType: 'image/png',
      buffer: picturePng(1320, 1020, [40, 120, 80]),
    });
    await dialog
      .getByRole('list', { name: 'Custom Slides' })
      .getByText('Showroom')
      .waitFor({ timeout: WAIT_MS });
    // Something that is no picture is refused with the api's words, and nothing is kept.
    await dialog.getByLabel('Upload slides').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('these are words, not a picture'),
    });
    await dialog
      .getByRole('alert')
      .getByText('A presentation picture must be a PNG or JPEG image.')
      .waitFor({ timeout: WAIT_MS });
    expect(await dialog.getByRole('list', { name: 'Custom Slides' }).getByRole('listitem').count()).toBe(1);
    if (process.env.PRESENTATION_SHOTS)
      await page.screenshot({ path: `${process.env.PRESENTATION_SHOTS}/presentation-dialog.png` });

    await dialog.getByRole('button', { name: 'Print Presentation' }).click();
    const pdfPath = await downloadFromPreview(page, 'Harbour Kitchen presentation.pdf');
    const preview = page.getByRole('dialog', { name: 'Presentation PDF' });
    await preview.getByText('Kept with this design').waitFor({ timeout: 60_000 });
    expect(await preview.getByRole('button', { name: 'Print to Printer' }).isEnabled()).toBe(true);
    if (process.env.PRESENTATION_SHOTS)
      await page.screenshot({ path: `${process.env.PRESENTATION_SHOTS}/presentation-preview.png` });
    if (process.env.PRESENTATION_SHOTS)
      await run('cp', [pdfPath, `${process.env.PRESENTATION_SHOTS}/presentation.pdf`]);
    const { pages, text, pageTexts } = await pdfFacts(pdfPath);
    // Cover, two chosen renders, the layout sheet, the one wall's elevation, one slide, the price list.
    expect(pages).toBe(7);
    expect(pageTexts[0]).toContain('Harbour Kitchen');
    expect(pageTexts[0]).toContain('Designed by');
    expect(pageTexts[0]).toContain('presenter@example.com');
    expect(pageTexts[1]).toContain('Morning view');
    expect(pageTexts[2]).toContain('Evening view');
    expect(text).not.toContain('Discarded view');
    expect(pageTexts[3]).toContain('Page 4 of 7');
    expect(pageTexts[4]).toMatch(/elevation/);
    expect(pageTexts[4]).toMatch(/Scale 1:\d+/);
    expect(pageTexts[6]).toContain('B24');
    expect(pageTexts[6]).toMatch(new RegExp(`List total\\s+${listTotal.replace(/[.$()]/g, '\\$&')}`));
    expect(pageTexts[6]).toContain('Page 7 of 7');

    await preview.getByRole('button', { name: 'Close' }).click();
    await preview.waitFor({ state: 'hidden', timeout: WAIT_MS });
    const printed = dialog.getByRole('list', { name: 'Printed presentations' });
    await printed.getByText('Harbour Kitchen presentation').waitFor({ timeout: WAIT_MS });
    if (process.env.PRESENTATION_SHOTS)
      await page.screenshot({ path: `${process.env.PRESENTATION_SHOTS}/presentation-kept.png` });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: WAIT_MS });

    // A second editor (a licensed coworker on the editing link) finds the kept presentation listed.
    const coworkerPage = await product.newPage({ width: 1280, height: 900 });
    await addCoworker(page, coworkerPage, server.url, dataDir, {
      email: 'second.editor@example.com',
      name: 'Second Editor',
    });
    const editLink = await setGeneralAccess(page, 'Anyone with the link can edit');
    await coworkerPage.goto(editLink);
    await waitForEditorReady(coworkerPage);
    await choosePresentation(coworkerPage);
    const coworkerDialog = coworkerPage.getByRole('dialog', { name: 'Presentation', exact: true });
    const keptForCoworker = coworkerDialog.getByRole('list', { name: 'Printed presentations' });
    const keptItem = keptForCoworker
      .getByRole('listitem')
      .filter({ hasText: 'Harbour Kitchen presentation' });
    await keptItem.waitFor({ timeout: WAIT_MS });
    expect(await keptForCoworker.getByRole('listitem').count()).toBe(1);
    expect(await keptItem.getByRole('button', { name: /^Delete / }).count()).toBe(1);
    const keptDownload = coworkerPage.waitForEvent('download', { timeout: WAIT_MS });
    await keptItem.getByRole('button', { name: /^Download / }).click();
    const keptFile = await keptDownload;
    expect(keptFile.suggestedFilename()).toBe('Harbour Kitchen presentation.pdf');
    const keptPdf = await pdfFacts((await keptFile.path()) ?? '');
    expect(keptPdf.pages).toBe(7);
    expect(keptPdf.pageTexts[0]).toContain('Harbour Kitchen');
    await coworkerPage.keyboard.press('Escape');

    // A viewer: the api refuses their upload, and without a licence they print at once, no popup.
    const link = await shareForViewing(page);
    const viewerPage = await product.newPage({ width: 1280, height: 900 });
    await signInAsGuest(viewerPage, server.url, 'viewer@example.com');
    await viewerPage.goto(link);
    await waitForEditorReady(viewerPage);
    await viewerPage.getByText('View only').waitFor({ timeout: WAIT_MS });
    const refused = await viewerPage.evaluate(async (saveId) => {
      const response = await fetch(`/api/saves/${saveId}/presentation/images`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          kind: 'slide',
          name: 'Not mine',
          image: 'data:image/png;base64,iVBORw0KGgo=',
        }),
      });
      return { status: response.status, body: (await response.json()) as { error: { code: string } } };
    }, saveId);
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'save/forbidden' } } });
    await choosePresentation(viewerPage);
    const viewerPdf = await pdfFacts(
      await downloadFromPreview(viewerPage, 'Harbour Kitchen presentation.pdf'),
    );
    expect(await viewerPage.getByRole('dialog', { name: 'Presentation', exact: true }).count()).toBe(0);
    expect(viewerPdf.pages).toBe(7);
    expect(viewerPdf.pageTexts[0]).toContain('Harbour Kitchen');
    // The viewer's print is theirs alone: the save still keeps only the designer's presentation.
    const kept = (await (
      await page.request.get(`${server.url}/api/saves/${saveId}/presentation/printed`)
    ).json()) as { presentations: { name: string }[] };
    expect(kept.presentations.map((each) => each.name)).toEqual(['Harbour Kitchen presentation']);
  });
});
