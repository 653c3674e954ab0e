import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openBrowser } from './support/browsers';
import {
  drawWall,
  shareForViewing,
  signInAsGuestAndCreateSave,
  waitForEditorReady,
  waitForWallCount,
  wallsOf,
} from './support/editorActions';
import { startProductServer } from './support/productServer';

describe('a viewer on the public link', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  it('is offered no editing and cannot change the save even by writing to its own copy', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kitchensync-e2e-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const server = await startProductServer({ dataDir, clientDist: inject('clientDist') });
    cleanups.push(() => server.stop());
    const owner = await openBrowser();
    cleanups.push(owner.close);
    const viewer = await openBrowser();
    cleanups.push(viewer.close);
    const ownerPage = await owner.context.newPage();
    const viewerPage = await viewer.context.newPage();

    await signInAsGuestAndCreateSave(ownerPage, server.url, 'owner@example.com');
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

    expect(await wallsOf(ownerPage)).toEqual(original);
    await ownerPage.reload();
    await waitForEditorReady(ownerPage);
    expect(await wallsOf(ownerPage)).toEqual(original);
    await viewerPage.reload();
    await waitForEditorReady(viewerPage);
    expect(await wallsOf(viewerPage)).toEqual(original);
  });
});
