import { afterEach, describe, expect, it } from 'vitest';
import {
  drawWall,
  shareForViewing,
  signInAsGuestAndCreateSave,
  waitForEditorReady,
  waitForWallCount,
  wallsOf,
} from './support/editorActions';
import { openOwnerAndViewer, type OwnerAndViewer } from './support/ownerAndViewer';

describe('a viewer on the public link', () => {
  let people: OwnerAndViewer | undefined;
  afterEach(async () => {
    await people?.close();
    people = undefined;
  });

  it('is offered no editing and cannot change the save even by writing to its own copy', async () => {
    people = await openOwnerAndViewer();
    const { ownerPage, viewerPage } = people;

    await signInAsGuestAndCreateSave(ownerPage, people.server.url, 'owner@example.com');
    await drawWall(ownerPage, 80);
    await waitForWallCount(ownerPage, 1);
    const original = await wallsOf(ownerPage);
    const link = await shareForViewing(ownerPage);

    await viewerPage.goto(link);
    await waitForEditorReady(viewerPage);
    await waitForWallCount(viewerPage, 1);
    expect(await viewerPage.evaluate(() => window.__kitchensync?.role)).toBe('viewer');
    await expect(viewerPage.getByText('View only').isVisible()).resolves.toBe(true);
    expect(await viewerPage.getByRole('button', { name: 'Solid Wall' }).count()).toBe(0);
    expect(await viewerPage.getByLabel('General access').count()).toBe(0);

    const box = await viewerPage.locator('canvas').boundingBox();
    if (box === null) throw new Error('no canvas on the page');
    await viewerPage.mouse.click(box.x + 20, box.y + 20);
    await viewerPage.mouse.click(box.x + box.width - 20, box.y + box.height - 20);
    expect(await wallsOf(viewerPage)).toEqual(original);

    // A tampered client: write straight into the viewer's own replica, as a modified app could.
    await viewerPage.evaluate((existingId) => {
      const doc = window.__kitchensync?.doc;
      if (!doc) throw new Error('no document');
      const walls = doc.getMap('walls');
      const YMap = walls.constructor as new () => typeof walls;
      doc.transact(() => {
        const forged = new YMap();
        forged.set('position', { x: 0, z: 0 });
        forged.set('dimensions', { x: 9, y: 2.4, z: 0.1 });
        walls.set('wall_forged', forged);
        walls.delete(existingId);
      });
    }, original[0]!.id);
    await viewerPage.waitForFunction(() => window.__kitchensync?.permissionDenied !== null, undefined, {
      timeout: 30_000,
    });

    // A forged change broadcast by mistake would reach the owner about when the denial reached the viewer.
    await ownerPage.waitForTimeout(500);
    expect(await wallsOf(ownerPage)).toEqual(original);
    await ownerPage.reload();
    await waitForEditorReady(ownerPage);
    expect(await wallsOf(ownerPage)).toEqual(original);
    await viewerPage.reload();
    await waitForEditorReady(viewerPage);
    expect(await wallsOf(viewerPage)).toEqual(original);
  });
});
