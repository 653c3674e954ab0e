import { afterEach, describe, expect, it } from 'vitest';
import {
  drawWall,
  renderedWallCount,
  shareForViewing,
  signInAsGuestAndCreateSave,
  waitForEditorReady,
  waitForWallCount,
  wallsOf,
} from './support/editorActions';
import { openOwnerAndViewer, type OwnerAndViewer } from './support/ownerAndViewer';

const TOP_VIEW_PIXELS_PER_METER = 56;

describe('a wall drawn by the owner', () => {
  let people: OwnerAndViewer | undefined;
  afterEach(async () => {
    await people?.close();
    people = undefined;
  });

  it('appears live for a viewer on the public link and is still there for both after a server restart', async () => {
    people = await openOwnerAndViewer();
    const { ownerPage, viewerPage } = people;

    const saveId = await signInAsGuestAndCreateSave(ownerPage, people.server.url, 'owner@example.com');
    const link = await shareForViewing(ownerPage);
    expect(link).toBe(`${people.server.url}/${saveId}`);
    await viewerPage.goto(link);
    await waitForEditorReady(viewerPage);
    expect(await wallsOf(viewerPage)).toEqual([]);

    await drawWall(ownerPage, 100);
    await waitForWallCount(ownerPage, 1);
    const [drawn] = await wallsOf(ownerPage);
    expect(drawn?.length).toBeCloseTo(200 / TOP_VIEW_PIXELS_PER_METER, 1);
    expect(drawn?.angle).toBeCloseTo(0, 2);

    await waitForWallCount(viewerPage, 1);
    expect(await wallsOf(viewerPage)).toEqual([drawn]);
    await expect.poll(() => renderedWallCount(viewerPage)).toBe(1);

    // Read before the click: the canvas renders on demand, so the switch may be its last frame.
    const framesBefore = await ownerPage.evaluate(() => window.__kitchensync?.frames ?? 0);
    await ownerPage.getByRole('button', { name: '3D' }).click();
    await ownerPage.waitForFunction(
      (before) => window.__kitchensync?.viewMode === 'perspective' && window.__kitchensync.frames > before,
      framesBefore,
    );
    await expect.poll(() => renderedWallCount(ownerPage)).toBe(1);

    await people.restartServer();
    await ownerPage.reload();
    await viewerPage.reload();
    await waitForEditorReady(ownerPage);
    await waitForEditorReady(viewerPage);
    expect(await wallsOf(ownerPage)).toEqual([drawn]);
    expect(await wallsOf(viewerPage)).toEqual([drawn]);
    await expect.poll(() => renderedWallCount(viewerPage)).toBe(1);
    // The production content security policy fits the app: nothing it needed was blocked.
    expect(people.cspViolations()).toEqual([]);
  });
});
