import type { Download, Locator, Page } from 'playwright-core';
import { REFERENCE_LAYOUT, signInAsGuest, waitForEditorReady } from './editorActions';

const WAIT_MS = 30_000;

/** Signs a guest in and opens the reference kitchen in the editor, `query` added to its address. */
export async function openReferenceKitchen(
  page: Page,
  baseUrl: string,
  email: string,
  query = '',
): Promise<void> {
  await signInAsGuest(page, baseUrl, email);
  await page.goto(`${baseUrl}${REFERENCE_LAYOUT}`);
  await page.waitForURL(/\/save_[A-Za-z0-9]+$/, { timeout: WAIT_MS });
  if (query !== '') await page.goto(`${page.url()}?${query}`);
  await waitForEditorReady(page);
}

/** Opens the Animation panel from the toolbar and returns it. */
export async function openAnimationPanel(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Animation', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Animation' });
  await panel.waitFor({ timeout: WAIT_MS });
  return panel;
}

export interface FilmChoices {
  format: 'MP4' | 'GIF';
  direction?: 'Clockwise' | 'Counter-clockwise';
  speed?: '0.5×' | '1×' | '2×' | '4×';
  duration?: '5 s' | '10 s';
  resolution?: '720p (1280 × 720)';
  gifQuality?: 'Fast' | 'Medium' | 'High';
}

/** Makes the panel's choices. */
export async function choose(panel: Locator, choices: FilmChoices): Promise<void> {
  await panel.getByRole('radio', { name: choices.format, exact: true }).check();
  await panel.getByRole('radio', { name: choices.direction ?? 'Clockwise', exact: true }).check();
  await panel.getByRole('radio', { name: choices.speed ?? '1×', exact: true }).check();
  await panel.getByLabel('Duration').selectOption({ label: choices.duration ?? '5 s' });
  await panel.getByLabel('Resolution').selectOption({ label: choices.resolution ?? '720p (1280 × 720)' });
  if (choices.gifQuality) await panel.getByLabel('GIF quality').selectOption({ label: choices.gifQuality });
}

/** The preview dialog once the film is made (recording and a GIF's conversion take minutes here). */
export async function waitForPreview(page: Page, timeout = 300_000): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Your animation' });
  await dialog.waitFor({ timeout });
  return dialog;
}

/** Downloads the film from the preview dialog and returns where Playwright saved it, with its name. */
export async function downloadFromPreview(
  page: Page,
  dialog: Locator,
): Promise<{ file: string; name: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: WAIT_MS }),
    dialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  return saved(download);
}

export async function saved(download: Download): Promise<{ file: string; name: string }> {
  const file = await download.path();
  if (file === null) throw new Error(`the download ${download.suggestedFilename()} was not saved`);
  return { file, name: download.suggestedFilename() };
}
