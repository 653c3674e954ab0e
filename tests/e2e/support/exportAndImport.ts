import path from 'node:path';
import type { Page } from 'playwright-core';
import { waitForEditorReady, waitForSaveState } from './editorActions';

const WAIT_MS = 30_000;

/**
 * From the editor of a save the server has on disk: the home page's Saves panel exports it as
 * `.msmv` into `dataDir`, imports that file as `newName` and opens the new save. Answers the
 * exported file's path.
 */
export async function exportAndImportSave(
  page: Page,
  options: { baseUrl: string; dataDir: string; saveName: string; newName: string },
): Promise<string> {
  await waitForSaveState(page, 'saved');
  await page.goto(options.baseUrl);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: `Export ${options.saveName}` }).click();
  const exported = path.join(options.dataDir, `${options.newName.replace(/\W+/g, '-')}.msmv`);
  await (await downloading).saveAs(exported);
  await page.getByRole('button', { name: 'Import' }).click();
  const importForm = page.getByRole('form', { name: 'Import Savefile' });
  await importForm.getByLabel('File', { exact: true }).setInputFiles(exported);
  await importForm.getByLabel('Filename').fill(options.newName);
  await importForm.getByRole('button', { name: 'Import' }).click();
  await page.waitForURL(/\/save_[A-Za-z0-9]+$/, { timeout: WAIT_MS });
  await waitForEditorReady(page);
  return exported;
}
