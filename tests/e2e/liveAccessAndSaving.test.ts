import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  drawWall,
  setGeneralAccess,
  shareWithCoworkerEditor,
  signInAsGuestAndCreateSave,
  waitForEditorReady,
  waitForWallCount,
  wallsOf,
  waitForSaveState,
} from './support/editorActions';
import { openOwnerAndViewer, type OwnerAndViewer } from './support/ownerAndViewer';

const WAIT_MS = 30_000;

function saveIndicator(page: Page) {
  return page.locator('.save-state');
}

describe('live access and saving, as the people in the room see them', () => {
  let people: OwnerAndViewer | undefined;
  afterEach(async () => {
    await people?.close();
    people = undefined;
  });

  it('an editor lowered to viewer by the owner loses the editing tools at once, without reloading', async () => {
    people = await openOwnerAndViewer();
    const { ownerPage, viewerPage: coworkerPage } = people;

    await shareWithCoworkerEditor(ownerPage, coworkerPage, people.server.url);
    expect(await coworkerPage.evaluate(() => window.__kitchensync?.role)).toBe('editor');
    await drawWall(coworkerPage, 60);
    await waitForWallCount(ownerPage, 1);
    const drawnByCoworker = await wallsOf(ownerPage);

    // Edited through the link, the design is on the coworker's home page under Shared with me.
    const coworkerHome = await coworkerPage.context().newPage();
    await coworkerHome.goto(people.server.url);
    const sharedWithMe = coworkerHome
      .getByRole('region', { name: 'Saves' })
      .getByRole('region', { name: 'Shared with me' })
      .locator('.save-name');
    await expect.poll(() => sharedWithMe.count(), { timeout: WAIT_MS }).toBe(1);
    await coworkerHome.close();

    await setGeneralAccess(ownerPage, 'Anyone with the link can view');

    await coworkerPage.waitForFunction(() => window.__kitchensync?.role === 'viewer', undefined, {
      timeout: WAIT_MS,
    });
    await coworkerPage.getByText('View only').waitFor({ timeout: WAIT_MS });
    expect(await coworkerPage.getByRole('button', { name: 'Solid Wall' }).count()).toBe(0);
    // Rejoining with the new role keeps each one's avatar for the other, before anyone moves.
    const peerCount = (page: Page) => page.evaluate(() => window.__kitchensync?.presence().length ?? -1);
    await expect.poll(() => peerCount(coworkerPage)).toBe(1);
    await expect.poll(() => peerCount(ownerPage)).toBe(1);
    // Rejoined, not cut off: the owner's next wall still reaches the lowered coworker live.
    await drawWall(ownerPage, 120);
    await waitForWallCount(coworkerPage, 2);

    // The old role's ticket is dead: a write from the coworker's replica is refused and never stored.
    await coworkerPage.evaluate(() => {
      const doc = window.__kitchensync?.doc;
      if (!doc) throw new Error('no document');
      const walls = doc.getMap('walls');
      doc.transact(() => walls.clear());
    });
    await coworkerPage.waitForFunction(() => window.__kitchensync?.permissionDenied !== null, undefined, {
      timeout: WAIT_MS,
    });
    await ownerPage.reload();
    await waitForEditorReady(ownerPage);
    const ownerWalls = await wallsOf(ownerPage);
    expect(ownerWalls).toHaveLength(2);
    expect(ownerWalls).toEqual(expect.arrayContaining(drawnByCoworker));
  });

  it('shows Saved once an edit is on disk, Offline while the server is away, and Saved again after the offline edit reached it', async () => {
    people = await openOwnerAndViewer();
    const { ownerPage, viewerPage } = people;

    await signInAsGuestAndCreateSave(ownerPage, people.server.url, 'owner@example.com');
    const link = await setGeneralAccess(ownerPage, 'Anyone with the link can view');
    await drawWall(ownerPage, 60);
    await waitForSaveState(ownerPage, 'saved');
    await expect(saveIndicator(ownerPage).textContent()).resolves.toBe('Saved');

    await people.server.stop();
    await waitForSaveState(ownerPage, 'offline');
    await expect(saveIndicator(ownerPage).textContent()).resolves.toBe('Offline');
    // Said once in the header, not once by the connection and again by the save state.
    await expect
      .poll(() => ownerPage.locator('header').getByText('Offline', { exact: true }).count())
      .toBe(1);
    await drawWall(ownerPage, 120);
    await waitForWallCount(ownerPage, 2);
    expect(await ownerPage.evaluate(() => window.__kitchensync?.saveState)).toBe('offline');

    await people.restartServer();
    await waitForSaveState(ownerPage, 'saved');
    await expect(saveIndicator(ownerPage).textContent()).resolves.toBe('Saved');

    // Saved means stored: someone opening the save now gets both walls from the server.
    await viewerPage.goto(link);
    await waitForEditorReady(viewerPage);
    await waitForWallCount(viewerPage, 2);
    expect(await wallsOf(viewerPage)).toEqual(await wallsOf(ownerPage));
  });
});
