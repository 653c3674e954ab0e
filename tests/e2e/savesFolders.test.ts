import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsGuest } from './support/editorActions';
import { useProductFixture } from './support/productFixture';

const WAIT_MS = 30_000;

const panel = (page: Page) => page.getByRole('region', { name: 'Saves' });
const folderItem = (page: Page, name: string) => panel(page).getByRole('listitem', { name, exact: true });

/** The names of the saves directly in a folder (not in its subfolders), in order. */
function savesDirectlyIn(folder: Locator): Promise<string[]> {
  return folder.locator(':scope > ul > li.save-row .save-name').allTextContents();
}
/** The names of the folders directly in a folder, in order. */
function foldersDirectlyIn(folder: Locator): Promise<string[]> {
  return folder.locator(':scope > ul > li.folder-node > .folder-row .folder-name').allTextContents();
}

/** Calls the api as the signed-in page would, to change the library behind the panel's back. */
async function callApi(page: Page, method: string, apiPath: string, body?: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ method, apiPath, body }) => {
      const response = await fetch(`/api${apiPath}`, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${apiPath} answered ${response.status}`);
      return response.status === 204 ? null : response.json();
    },
    { method, apiPath, body },
  );
}

async function createSave(page: Page, filename: string): Promise<void> {
  const status = await page.evaluate(async (name) => {
    const response = await fetch('/api/saves', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ filename: name }),
    });
    return response.status;
  }, filename);
  expect(status).toBe(201);
}

async function newFolder(page: Page, name: string, expectedParent: string): Promise<void> {
  await panel(page).getByRole('button', { name: 'New Folder', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'New Folder' });
  await popup.getByText(`In ${expectedParent}`).waitFor({ timeout: WAIT_MS });
  await popup.getByPlaceholder('Folder name').fill(name);
  await popup.getByRole('button', { name: 'Create' }).click();
  await popup.waitFor({ state: 'hidden', timeout: WAIT_MS });
  await folderItem(page, name).waitFor({ timeout: WAIT_MS });
}

/** Opens the Move popup from a row's Move button, picks the target and presses Move. */
async function moveWithPopup(page: Page, trigger: Locator, title: string, target: string): Promise<Locator> {
  await trigger.click();
  const popup = page.getByRole('dialog', { name: title });
  await popup.getByRole('radio', { name: target }).check();
  await popup.getByRole('button', { name: 'Move', exact: true }).click();
  return popup;
}

describe('folders, moving and selection in the Saves panel', () => {
  const product = useProductFixture('folders');

  it('creates nested folders, moves saves and folders (one by one and selected together), renames and deletes a folder with what is inside; failures say so', async () => {
    const { server } = await product.start();
    const page = await product.newPage({ width: 900, height: 800 });
    const moveRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      const moving = request.method() === 'PATCH' || url.pathname.endsWith('/move');
      if (moving && /^\/api\/(saves|folders)\//.test(url.pathname)) moveRequests.push(url.pathname);
    });

    await signInAsGuest(page, server.url, 'folders@example.com');
    for (const name of ['Alpha', 'Beta', 'Gamma', 'Delta']) await createSave(page, name);
    await page.reload();
    const mySaves = panel(page).getByRole('region', { name: 'My Saves' });
    await expect.poll(() => savesDirectlyIn(mySaves)).toEqual(['Alpha', 'Beta', 'Delta', 'Gamma']);

    // New Folder goes into the folder clicked last; a new folder becomes the current one.
    await newFolder(page, 'Kitchens', 'My Saves');
    await newFolder(page, 'Smith', 'Kitchens');
    await expect.poll(() => foldersDirectlyIn(folderItem(page, 'Kitchens'))).toEqual(['Smith']);
    await mySaves.getByRole('button', { name: 'My Saves', exact: true }).click();
    await newFolder(page, 'Archive', 'My Saves');
    await expect.poll(() => foldersDirectlyIn(mySaves)).toEqual(['Archive', 'Kitchens']);

    // A save into the nested folder; the popup says so and closes by itself.
    const alphaMove = await moveWithPopup(
      page,
      panel(page).getByRole('button', { name: 'Move Alpha' }),
      'Move Alpha',
      'Smith',
    );
    await alphaMove.getByText('Moved').waitFor({ timeout: WAIT_MS });
    await alphaMove.waitFor({ state: 'hidden', timeout: WAIT_MS });
    await expect.poll(() => savesDirectlyIn(folderItem(page, 'Smith'))).toEqual(['Alpha']);
    await expect.poll(() => savesDirectlyIn(mySaves)).toEqual(['Beta', 'Delta', 'Gamma']);

    // Choosing the folder a save is already in is ignored: no request, nothing moves.
    const requestsBefore = moveRequests.length;
    const sameFolder = await moveWithPopup(
      page,
      panel(page).getByRole('button', { name: 'Move Beta' }),
      'Move Beta',
      'My Saves',
    );
    await page.waitForTimeout(300);
    expect(moveRequests.length).toBe(requestsBefore);
    expect(await sameFolder.getByText('Moved').count()).toBe(0);
    await sameFolder.getByRole('button', { name: 'Cancel' }).click();
    expect(await savesDirectlyIn(mySaves)).toEqual(['Beta', 'Delta', 'Gamma']);

    // A folder cannot go into itself or below itself; Archive moves into Kitchens.
    await panel(page).getByRole('button', { name: 'Move Kitchens' }).click();
    const kitchensMove = page.getByRole('dialog', { name: 'Move Kitchens' });
    await kitchensMove.getByRole('radio', { name: 'My Saves' }).waitFor({ timeout: WAIT_MS });
    expect(await kitchensMove.locator('.folder-picker-list label').allTextContents()).toEqual([
      'My Saves (current)',
      'Archive',
    ]);
    await kitchensMove.getByRole('button', { name: 'Cancel' }).click();
    const archiveMove = await moveWithPopup(
      page,
      panel(page).getByRole('button', { name: 'Move Archive' }),
      'Move Archive',
      'Kitchens',
    );
    await archiveMove.waitFor({ state: 'hidden', timeout: WAIT_MS });
    await expect.poll(() => foldersDirectlyIn(folderItem(page, 'Kitchens'))).toEqual(['Archive', 'Smith']);
    await expect.poll(() => foldersDirectlyIn(mySaves)).toEqual(['Kitchens']);

    // Select mode: a folder's checkbox ticks its content; Delete hides while anything is selected.
    await panel(page).getByRole('button', { name: 'Select', exact: true }).click();
    await panel(page).getByRole('checkbox', { name: 'Select Smith' }).check();
    expect(await panel(page).getByRole('checkbox', { name: 'Select Alpha' }).isChecked()).toBe(true);
    expect(await panel(page).getByRole('button', { name: 'Delete Delta' }).count()).toBe(0);
    await panel(page).getByRole('checkbox', { name: 'Select Smith' }).uncheck();
    expect(await panel(page).getByRole('checkbox', { name: 'Select Alpha' }).isChecked()).toBe(false);
    await panel(page).getByRole('checkbox', { name: 'Select Beta' }).check();
    await panel(page).getByRole('checkbox', { name: 'Select Gamma' }).check();
    const together = await moveWithPopup(
      page,
      panel(page).getByRole('button', { name: 'Move selection' }),
      'Move 2 items',
      'Archive',
    );
    await together.waitFor({ state: 'hidden', timeout: WAIT_MS });
    await expect.poll(() => savesDirectlyIn(folderItem(page, 'Archive'))).toEqual(['Beta', 'Gamma']);
    await expect.poll(() => savesDirectlyIn(mySaves)).toEqual(['Delta']);
    await panel(page).getByRole('button', { name: 'Select', exact: true }).click();

    // A move that fails says Error, marks its button and puts the lists back.
    const doomed = (await callApi(page, 'POST', '/folders', { name: 'Doomed', parent: null })) as {
      folder: { id: string };
    };
    await panel(page).getByRole('button', { name: 'Refresh' }).click();
    await folderItem(page, 'Doomed').waitFor({ timeout: WAIT_MS });
    await panel(page).getByRole('button', { name: 'Move Delta' }).click();
    const failing = page.getByRole('dialog', { name: 'Move Delta' });
    await failing.getByRole('radio', { name: 'Doomed' }).check();
    await callApi(page, 'DELETE', `/folders/${doomed.folder.id}`);
    await failing.getByRole('button', { name: 'Move', exact: true }).click();
    await failing.getByText('Error', { exact: true }).waitFor({ timeout: WAIT_MS });
    expect(await failing.getByRole('button', { name: 'Move', exact: true }).getAttribute('class')).toBe(
      'button-error',
    );
    await failing.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => savesDirectlyIn(mySaves)).toEqual(['Delta']);

    // Rename: Enter submits.
    await panel(page).getByRole('button', { name: 'Rename Smith' }).click();
    await panel(page).getByLabel('New name of Smith').fill('Smith family');
    await panel(page).getByLabel('New name of Smith').press('Enter');
    await folderItem(page, 'Smith family').waitFor({ timeout: WAIT_MS });

    // Delete with the spec's words: the folder and the save in it are gone, the rest stays.
    await panel(page).getByRole('button', { name: 'Delete Smith family' }).click();
    const confirm = page.getByRole('dialog', { name: 'Smith family' });
    await confirm
      .getByText(
        'Are you sure you want to delete this folder? All of your data will be permanently removed. This action cannot be undone.',
      )
      .waitFor({ timeout: WAIT_MS });
    await confirm
      .getByText('Every subfolder and savefile inside this folder will be deleted too.')
      .waitFor({ timeout: WAIT_MS });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await folderItem(page, 'Smith family').waitFor({ state: 'detached', timeout: WAIT_MS });
    await page.reload();
    await expect.poll(() => foldersDirectlyIn(folderItem(page, 'Kitchens'))).toEqual(['Archive']);
    expect(await panel(page).locator('.save-name').allTextContents()).toEqual(['Beta', 'Gamma', 'Delta']);

    // A delete that fails (here the api is gone) marks its Delete button as errored and keeps the folder.
    await panel(page).getByRole('button', { name: 'Delete Kitchens' }).click();
    const kitchensConfirm = page.getByRole('dialog', { name: 'Kitchens' });
    await kitchensConfirm.getByText('Every subfolder and savefile').waitFor({ timeout: WAIT_MS });
    await server.stop();
    await kitchensConfirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect
      .poll(() => kitchensConfirm.getByRole('button', { name: 'Delete', exact: true }).getAttribute('class'))
      .toBe('button-error');
    await kitchensConfirm.getByRole('button', { name: 'Cancel' }).click();
    await folderItem(page, 'Kitchens').waitFor({ timeout: WAIT_MS });
  });
});
