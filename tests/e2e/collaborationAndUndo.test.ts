import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  shareWithCoworkerEditor,
  waitForWallCount,
  wallsOf,
  waitForSaveState,
} from './support/editorActions';
import { openOwnerAndViewer, type OwnerAndViewer } from './support/ownerAndViewer';

const WAIT_MS = 30_000;

/** Draws one level wall across the canvas, `dy` pixels below its centre (above when negative). */
async function drawWallAt(page: Page, dy: number): Promise<void> {
  await page.getByRole('button', { name: 'Solid Wall' }).click();
  const box = await page.locator('canvas').boundingBox();
  if (box === null) throw new Error('no canvas on the page');
  const y = box.y + box.height / 2 + dy;
  await page.mouse.click(box.x + box.width / 2 - 80, y);
  await page.mouse.click(box.x + box.width / 2 + 80, y);
  await page.keyboard.press('Escape');
}

async function waitForWallIds(page: Page, ids: string[]): Promise<void> {
  await page.waitForFunction(
    (expected) => {
      const have = (window.__kitchensync?.walls() ?? []).map((wall) => wall.id).sort();
      return JSON.stringify(have) === JSON.stringify([...expected].sort());
    },
    ids,
    { timeout: WAIT_MS },
  );
}

describe('working together: undo, presence and offline edits', () => {
  let people: OwnerAndViewer | undefined;
  afterEach(async () => {
    await people?.close();
    people = undefined;
  });

  it('undoes only the owner’s own wall on both screens, shows who is here, and merges a wall drawn offline', async () => {
    people = await openOwnerAndViewer();
    const { ownerPage, viewerPage: coworkerPage } = people;

    await shareWithCoworkerEditor(ownerPage, coworkerPage, people.server.url);

    // Who is here: the owner sees the coworker's avatar, with their role.
    await ownerPage.waitForFunction(() => window.__kitchensync?.presence().length === 1, undefined, {
      timeout: WAIT_MS,
    });
    const [coworker] = await ownerPage.evaluate(() => window.__kitchensync?.presence() ?? []);
    expect(coworker?.role).toBe('editor');
    const avatar = ownerPage.getByRole('button', { name: `Follow ${coworker?.name} (editor)` });
    await avatar.waitFor({ timeout: WAIT_MS });

    await drawWallAt(ownerPage, -60);
    await waitForWallCount(coworkerPage, 1);
    const [ownerWall] = await wallsOf(ownerPage);
    await drawWallAt(coworkerPage, 60);
    await waitForWallCount(ownerPage, 2);
    const coworkerWall = (await wallsOf(coworkerPage)).find((wall) => wall.id !== ownerWall?.id);
    if (ownerWall === undefined || coworkerWall === undefined)
      throw new Error('the two walls were not drawn');
    expect(await ownerPage.evaluate(() => window.__kitchensync?.undoState())).toMatchObject({
      canUndo: true,
      undoLabel: 'Added wall',
    });

    // Undo takes back the owner's wall only, drawn before the coworker's, on both screens.
    await ownerPage.keyboard.press('Control+z');
    await waitForWallIds(ownerPage, [coworkerWall.id]);
    await waitForWallIds(coworkerPage, [coworkerWall.id]);
    expect(await ownerPage.evaluate(() => window.__kitchensync?.undoState())).toMatchObject({
      canRedo: true,
      redoLabel: 'Added wall',
    });
    await ownerPage.keyboard.press('Control+Shift+Z');
    await waitForWallIds(ownerPage, [ownerWall.id, coworkerWall.id]);
    await waitForWallIds(coworkerPage, [ownerWall.id, coworkerWall.id]);

    // The coworker's pointer, left over the canvas after drawing, is shown to the owner in the scene.
    await ownerPage.waitForFunction(() => Boolean(window.__kitchensync?.presence()[0]?.pointer), undefined, {
      timeout: WAIT_MS,
    });
    expect(await ownerPage.evaluate(() => window.__kitchensync?.renderedCount('presence-pointer'))).toBe(1);

    // Offline, the coworker's wall stays with them; back online it reaches the owner and is saved.
    await coworkerPage.context().setOffline(true);
    await waitForSaveState(coworkerPage, 'offline');
    await drawWallAt(coworkerPage, 110);
    await waitForWallCount(coworkerPage, 3);
    expect(await wallsOf(ownerPage)).toHaveLength(2);
    await coworkerPage.context().setOffline(false);
    await waitForWallCount(ownerPage, 3);
    await waitForSaveState(coworkerPage, 'saved');
    expect((await wallsOf(ownerPage)).map((wall) => wall.id).sort()).toEqual(
      (await wallsOf(coworkerPage)).map((wall) => wall.id).sort(),
    );

    // Following: the owner's view goes where the coworker's goes, until the owner picks a view.
    await avatar.click();
    await coworkerPage.getByRole('button', { name: '3D' }).click();
    await ownerPage.waitForFunction(() => window.__kitchensync?.viewMode === 'perspective', undefined, {
      timeout: WAIT_MS,
    });
    await ownerPage.getByRole('button', { name: '2D' }).click();
    await ownerPage
      .getByRole('button', { name: `Follow ${coworker?.name} (editor)`, pressed: false })
      .waitFor({ timeout: WAIT_MS });
    // Pointer labels and avatars fit the production content security policy.
    expect(people.cspViolations()).toEqual([]);
  });
});
