import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openBrowser } from './support/browsers';
import {
  drawWall,
  setGeneralAccess,
  signInAsGuest,
  signInAsGuestAndCreateSave,
  waitForEditorReady,
  waitForWallCount,
  wallsOf,
} from './support/editorActions';
import { startProductServer } from './support/productServer';

/** The machine's Redis (CI starts one); rooms are keyed by save ids that are new in every run. */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('two product instances on one data folder and one Redis', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function openPage(): Promise<Page> {
    const browser = await openBrowser();
    cleanups.push(browser.close);
    return browser.context.newPage();
  }

  it("lets people on different instances see each other's walls live, and a lowered role and a new name reach the other instance at once", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kitchensync-e2e-scale-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const clientDist = inject('clientDist');
    // One after the other: the first creates the data folder's databases and ticket key.
    const first = await startProductServer({
      dataDir,
      clientDist,
      env: { REDIS_URL, INSTANCE_ID: 'e2e-first' },
    });
    cleanups.push(() => first.stop());
    const second = await startProductServer({
      dataDir,
      clientDist,
      env: { REDIS_URL, INSTANCE_ID: 'e2e-second' },
    });
    cleanups.push(() => second.stop());
    const ownerPage = await openPage();
    const coworkerPage = await openPage();

    const saveId = await signInAsGuestAndCreateSave(ownerPage, first.url, 'owner@example.com');
    await setGeneralAccess(ownerPage, 'Anyone with the link can edit');
    await signInAsGuest(coworkerPage, second.url, 'coworker@example.com');
    await coworkerPage.goto(`${second.url}/${saveId}`);
    await waitForEditorReady(coworkerPage);
    expect(await coworkerPage.evaluate(() => window.__kitchensync?.role)).toBe('editor');

    await drawWall(coworkerPage, 60);
    await waitForWallCount(ownerPage, 1);
    await drawWall(ownerPage, 120);
    await waitForWallCount(coworkerPage, 2);
    expect(await wallsOf(coworkerPage)).toEqual(await wallsOf(ownerPage));

    await setGeneralAccess(ownerPage, 'Anyone with the link can view');
    await coworkerPage.waitForFunction(() => window.__kitchensync?.role === 'viewer', undefined, {
      timeout: 30_000,
    });
    expect(await coworkerPage.getByRole('button', { name: 'Solid Wall' }).count()).toBe(0);

    // The owner renames the save from the home page of the first instance, in another tab: the viewer's
    // open editor on the second instance shows the new name without reloading.
    const coworkerHeader = coworkerPage.getByRole('banner');
    await coworkerHeader.getByText('Untitled Save', { exact: true }).waitFor({ timeout: 30_000 });
    const ownerHome = await ownerPage.context().newPage();
    await ownerHome.goto(first.url);
    await ownerHome.getByRole('button', { name: 'Rename Untitled Save' }).click();
    await ownerHome.getByLabel('New name of Untitled Save').fill('Harbor kitchen');
    await ownerHome.getByLabel('New name of Untitled Save').press('Enter');
    await coworkerHeader.getByText('Harbor kitchen', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await coworkerPage.evaluate(() => window.__kitchensync?.role)).toBe('viewer');
  });
});
