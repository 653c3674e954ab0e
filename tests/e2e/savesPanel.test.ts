import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsGuestAndCreateSave, waitForEditorReady } from './support/editorActions';
import { useProductFixture } from './support/productFixture';

const WAIT_MS = 30_000;

/** The save names the Saves panel lists under one heading, in order. */
async function namesIn(page: Page, heading: string): Promise<string[]> {
  return page
    .getByRole('region', { name: 'Saves' })
    .getByRole('region', { name: heading })
    .locator('.save-name')
    .allTextContents();
}

async function renameSave(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole('button', { name: `Rename ${from}` }).click();
  await page.getByLabel(`New name of ${from}`).fill(to);
  await page.getByLabel(`New name of ${from}`).press('Enter');
  await page.getByRole('link', { name: to, exact: true }).waitFor({ timeout: WAIT_MS });
}

describe('the Saves panel', () => {
  const product = useProductFixture('saves');

  it('lists, sorts, searches, renames, exports, imports and deletes saves with the spec’s words', async () => {
    const { dataDir, server } = await product.start();
    const page = await product.newPage({ width: 900, height: 700 });
    await signInAsGuestAndCreateSave(page, server.url, 'owner@example.com');
    await page.goto(server.url);

    await page.getByRole('link', { name: 'Untitled Save', exact: true }).waitFor({ timeout: WAIT_MS });
    await renameSave(page, 'Untitled Save', 'Smith kitchen');
    await page.getByRole('button', { name: 'New design' }).click();
    await waitForEditorReady(page);
    await page.goto(server.url);
    await renameSave(page, 'Untitled Save', 'Alpha pantry');

    // Name A to Z by default; dates newest first.
    await expect.poll(() => namesIn(page, 'My Saves')).toEqual(['Alpha pantry', 'Smith kitchen']);
    await page.getByLabel('Sort saves by').selectOption({ label: 'Date added' });
    await expect.poll(() => namesIn(page, 'My Saves')).toEqual(['Alpha pantry', 'Smith kitchen']);
    await page.getByRole('button', { name: 'Descending, click for ascending' }).click();
    await expect.poll(() => namesIn(page, 'My Saves')).toEqual(['Smith kitchen', 'Alpha pantry']);
    await page.getByLabel('Search saves').fill('smi');
    await expect.poll(() => namesIn(page, 'My Saves')).toEqual(['Smith kitchen']);
    await page.getByLabel('Search saves').fill('');

    // Export, then import the file under another name: the new save opens.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export Smith kitchen' }).click();
    const exported = path.join(dataDir, 'smith.msmv');
    await (await downloading).saveAs(exported);
    expect(JSON.parse(await readFile(exported, 'utf8'))).toHaveProperty('data');
    await page.getByRole('button', { name: 'Import' }).click();
    const importForm = page.getByRole('form', { name: 'Import Savefile' });
    const wrong = path.join(dataDir, 'smith.txt');
    await writeFile(wrong, await readFile(exported, 'utf8'));
    await importForm.getByLabel('File', { exact: true }).setInputFiles(wrong);
    await importForm.getByRole('button', { name: 'Import' }).click();
    await importForm.getByText('Incorrect file extension').waitFor({ timeout: WAIT_MS });
    await importForm.getByLabel('File', { exact: true }).setInputFiles(exported);
    await importForm.getByLabel('Filename').fill('Smith copy');
    await importForm.getByRole('button', { name: 'Import' }).click();
    await page.waitForURL(/\/save_[A-Za-z0-9]+$/, { timeout: WAIT_MS });
    await waitForEditorReady(page);
    await page.goto(server.url);
    await expect
      .poll(() => namesIn(page, 'My Saves'))
      .toEqual(['Alpha pantry', 'Smith copy', 'Smith kitchen']);

    // Duplicate, and for the owner Duplicate for client: the copies appear in the list.
    await page.getByRole('button', { name: 'Duplicate Alpha pantry', exact: true }).click();
    await page.getByRole('link', { name: 'Alpha pantry (copy)', exact: true }).waitFor({ timeout: WAIT_MS });
    await page.getByRole('button', { name: 'Duplicate for client: Alpha pantry (copy)' }).click();
    await expect
      .poll(() => namesIn(page, 'My Saves'))
      .toEqual([
        'Alpha pantry',
        'Alpha pantry (copy)',
        'Alpha pantry (copy) (client copy)',
        'Smith copy',
        'Smith kitchen',
      ]);
    for (const copy of ['Alpha pantry (copy)', 'Alpha pantry (copy) (client copy)']) {
      await page.getByRole('button', { name: `Delete ${copy}`, exact: true }).click();
      await page.getByRole('dialog', { name: copy }).getByRole('button', { name: 'Delete' }).click();
      await page
        .getByRole('link', { name: copy, exact: true })
        .waitFor({ state: 'detached', timeout: WAIT_MS });
    }

    // Delete asks with the spec's words first.
    await page.getByRole('button', { name: 'Delete Alpha pantry' }).click();
    const confirm = page.getByRole('dialog', { name: 'Alpha pantry' });
    await confirm
      .getByText(
        'Are you sure you want to delete this save? All of your data will be permanently removed. This action cannot be undone.',
      )
      .waitFor({ timeout: WAIT_MS });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => namesIn(page, 'My Saves')).toEqual(['Smith copy', 'Smith kitchen']);
  });
});
