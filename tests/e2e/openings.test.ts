import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  drawWall,
  shareForViewing,
  signInAsGuestAndCreateSave,
  topViewPoint,
  waitForEditorReady,
  waitForWallCount,
} from './support/editorActions';
import { openOwnerAndViewer, type OwnerAndViewer } from './support/ownerAndViewer';
import { colourfulness, pixelAt, screenPointOf } from './support/pagePixels';

const WAIT_MS = 30_000;
const INCH = 0.0254;
const WINDOW_NAME = 'Single-hung Window 36" x 48"';

interface OpeningState {
  id: string;
  kind: unknown;
  wallId: unknown;
  width: number;
  left: number;
  bottom: number;
  angle: unknown;
  scenery: unknown;
}

/** The openings as this page's replica of the document holds them. */
function openingsOf(page: Page): Promise<OpeningState[]> {
  return page.evaluate(() => {
    const map = window.__kitchensync?.doc?.getMap('openings');
    if (map === undefined) return [];
    return [...map.entries()].map(([id, node]) => {
      const fields = (node as { toJSON(): Record<string, unknown> }).toJSON();
      const position = fields.position as { x: number; y: number };
      const dimensions = fields.dimensions as { x: number };
      return {
        id,
        kind: fields.kind,
        wallId: fields.wall_id,
        width: dimensions.x,
        left: position.x,
        bottom: position.y,
        angle: fields.angle,
        scenery: fields.scenery,
      };
    });
  });
}

describe('doors, windows and openings', () => {
  let people: OwnerAndViewer | undefined;
  afterEach(async () => {
    await people?.close();
    people = undefined;
  });

  it('the owner places a window on a wall from Add Windows, edits it in the Edit Opening panel, undoes and deletes it; a viewer sees it live and cannot add one', async () => {
    people = await openOwnerAndViewer();
    const { ownerPage, viewerPage } = people;
    await signInAsGuestAndCreateSave(ownerPage, people.server.url, 'openings@example.com');
    await viewerPage.goto(await shareForViewing(ownerPage));
    await waitForEditorReady(viewerPage);

    await drawWall(ownerPage, 150);
    await waitForWallCount(ownerPage, 1);
    const windows = ownerPage.getByRole('region', { name: 'Add Windows' });
    await windows.getByRole('button', { name: WINDOW_NAME }).click();
    await ownerPage.getByText(`Please click on a wall to place ${WINDOW_NAME}`).waitFor({ timeout: WAIT_MS });
    const onWall = await topViewPoint(ownerPage, 0.5, 0);
    await ownerPage.mouse.click(onWall.x, onWall.y);

    await expect.poll(async () => (await openingsOf(ownerPage)).length).toBe(1);
    const [placed] = await openingsOf(ownerPage);
    expect(placed).toMatchObject({ kind: 'Single Window', angle: 0, scenery: null });
    expect(placed!.width).toBeCloseTo(36 * INCH, 6);
    expect(placed!.bottom).toBeCloseTo(42 * INCH, 6);
    // Half-unit snapped: the distance from the wall's start is a whole number of half inches.
    expect((placed!.left / INCH) * 2).toBeCloseTo(Math.round((placed!.left / INCH) * 2), 6);
    await expect
      .poll(async () => (await openingsOf(viewerPage)).map((opening) => opening.id))
      .toEqual([placed!.id]);
    expect(await ownerPage.getByText(`Please click on a wall to place ${WINDOW_NAME}`).count()).toBe(0);

    const panel = ownerPage.getByRole('region', { name: 'Edit Opening' });
    await panel.waitFor({ timeout: WAIT_MS });
    const width = panel.getByLabel('Width', { exact: true });
    await width.fill('24 1/2');
    await width.press('Enter');
    await expect.poll(async () => (await openingsOf(viewerPage))[0]?.width).toBeCloseTo(24.5 * INCH, 6);

    await panel.getByRole('button', { name: 'Rotate Inverse' }).click();
    await expect.poll(async () => (await openingsOf(ownerPage))[0]?.angle).toBeCloseTo(Math.PI, 9);
    await panel.getByLabel('Scenery').selectOption('Garden');
    await expect.poll(async () => (await openingsOf(viewerPage))[0]?.scenery).toBe('Garden');

    // Each change is its own undo step: undo takes back the scenery, then the half turn.
    await ownerPage.keyboard.press('Control+z');
    await expect.poll(async () => (await openingsOf(ownerPage))[0]?.scenery).toBeNull();
    await ownerPage.keyboard.press('Control+z');
    await expect.poll(async () => (await openingsOf(ownerPage))[0]?.angle).toBe(0);
    expect((await openingsOf(ownerPage))[0]?.width).toBeCloseTo(24.5 * INCH, 6);

    // A bad width gets the field's error and changes nothing.
    await width.fill('wide');
    await width.press('Enter');
    expect(await width.getAttribute('aria-invalid')).toBe('true');
    expect((await openingsOf(ownerPage))[0]?.width).toBeCloseTo(24.5 * INCH, 6);
    // Submit does not close the popup over typing it cannot read.
    await width.fill('wider');
    await panel.getByRole('button', { name: 'Submit' }).click();
    expect(await width.getAttribute('aria-invalid')).toBe('true');
    expect(await panel.isVisible()).toBe(true);
    expect((await openingsOf(ownerPage))[0]?.width).toBeCloseTo(24.5 * INCH, 6);

    expect(await viewerPage.getByRole('region', { name: 'Add Windows' }).count()).toBe(0);
    expect(await viewerPage.getByRole('button', { name: 'Rotate Inverse' }).count()).toBe(0);

    // The wall is cut around the window: in the top view (cut at 1.2 m) beside it and under its
    // sill; in 3D over its head too.
    const wallPieces = () => ownerPage.evaluate(() => window.__kitchensync?.instanceCount('wallPieces'));
    expect(await wallPieces()).toBe(3);
    await ownerPage.getByRole('button', { name: '3D', exact: true }).click();
    await ownerPage.waitForFunction(() => window.__kitchensync?.viewMode === 'perspective', undefined, {
      timeout: WAIT_MS,
    });
    await expect.poll(wallPieces).toBe(4);

    // Through the hole the Garden scenery shows, where beside the window the wall hides it.
    await panel.getByLabel('Scenery').selectOption('Garden');
    const [window3d] = await openingsOf(ownerPage);
    const wallStart = await ownerPage.evaluate(() => window.__kitchensync?.walls()[0]?.position.x ?? 0);
    const centre = wallStart + window3d!.left + window3d!.width / 2;
    const height = window3d!.bottom + 48 * INCH * 0.8;
    const throughHole = await screenPointOf(ownerPage, { x: centre, y: height, z: 0 });
    const besideHole = await screenPointOf(ownerPage, { x: centre - window3d!.width, y: height, z: 0 });
    await expect.poll(async () => colourfulness(await pixelAt(ownerPage, throughHole))).toBeGreaterThan(30);
    expect(colourfulness(await pixelAt(ownerPage, besideHole))).toBeLessThan(10);

    await width.blur();
    await ownerPage.keyboard.press('Delete');
    await expect.poll(async () => (await openingsOf(viewerPage)).length).toBe(0);
  });
});
