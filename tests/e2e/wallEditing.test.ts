import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  shareForViewing,
  signInAsGuestAndCreateSave,
  waitForEditorReady,
  waitForWallCount,
} from './support/editorActions';
import { openOwnerAndViewer, type OwnerAndViewer } from './support/ownerAndViewer';

const METERS_PER_INCH = 0.0254;

interface WallState {
  id: string;
  position: { x: number; z: number };
  length: number;
  angle: number;
  connected: string[];
}

function wallStates(page: Page): Promise<WallState[]> {
  return page.evaluate(() =>
    (window.__kitchensync?.walls() ?? []).map((wall) => ({
      id: wall.id,
      position: wall.position,
      length: wall.dimensions.x,
      angle: wall.angle,
      connected: wall.connected,
    })),
  );
}

function endOf(wall: WallState): { x: number; z: number } {
  return {
    x: wall.position.x + Math.cos(wall.angle) * wall.length,
    z: wall.position.z - Math.sin(wall.angle) * wall.length,
  };
}

async function canvasCentre(page: Page): Promise<{ x: number; y: number }> {
  const box = await page.locator('canvas').boundingBox();
  if (box === null) throw new Error('no canvas on the page');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

describe('wall editing', () => {
  let people: OwnerAndViewer | undefined;
  afterEach(async () => {
    await people?.close();
    people = undefined;
  });

  it('a length typed in the Wall panel moves the connected wall, refuses a rotation, and a viewer sees the same', async () => {
    people = await openOwnerAndViewer();
    const { ownerPage, viewerPage } = people;
    await signInAsGuestAndCreateSave(ownerPage, people.server.url, 'walls@example.com');
    const link = await shareForViewing(ownerPage);
    await viewerPage.goto(link);
    await waitForEditorReady(viewerPage);

    // Three walls drawn as one chain: top (east), right side (south), bottom (west).
    const centre = await canvasCentre(ownerPage);
    await ownerPage.getByRole('button', { name: 'Solid Wall' }).click();
    await ownerPage.mouse.click(centre.x - 100, centre.y - 60);
    await ownerPage.mouse.click(centre.x + 100, centre.y - 60);
    await ownerPage.mouse.click(centre.x + 100, centre.y + 60);
    await ownerPage.mouse.click(centre.x - 100, centre.y + 60);
    await ownerPage.keyboard.press('Escape');
    await waitForWallCount(ownerPage, 3);
    const drawn = await wallStates(ownerPage);
    const side = drawn.find((wall) => wall.connected.length === 2)!;
    const [top, bottom] = side.connected.map((id) => drawn.find((wall) => wall.id === id)!);
    expect(Math.abs(endOf(side).z - side.position.z)).toBeGreaterThan(side.length * 0.99);

    // Selecting is session state: a click on the side wall selects it and writes nothing.
    await ownerPage.mouse.click(centre.x + 100, centre.y);
    await ownerPage.waitForFunction((id) => window.__kitchensync?.selection().join() === id, side.id);
    const panel = ownerPage.getByRole('region', { name: 'Wall', exact: true });
    const length = panel.getByLabel('Length');
    await length.fill('100');
    await length.press('Enter');

    await expect
      .poll(async () => (await wallStates(ownerPage)).find((wall) => wall.id === side.id)?.length)
      .toBeCloseTo(100 * METERS_PER_INCH, 9);
    const edited = await wallStates(ownerPage);
    const byId = new Map(edited.map((wall) => [wall.id, wall]));
    const newSide = byId.get(side.id)!;
    const newBottom = byId.get(bottom!.id)!;
    // The bottom wall followed the side wall's end, kept its length, and the top wall stayed put.
    expect(newBottom.position.x).toBeCloseTo(endOf(newSide).x, 6);
    expect(newBottom.position.z).toBeCloseTo(endOf(newSide).z, 6);
    expect(newBottom.length).toBeCloseTo(bottom!.length, 9);
    expect(byId.get(top!.id)).toEqual(top);
    await expect
      .poll(() => ownerPage.locator(`.wall-measurement[data-wall-id="${side.id}"]`).textContent())
      .toBe('100 in');
    await expect.poll(() => wallStates(viewerPage)).toEqual(edited);
    expect(await ownerPage.evaluate(() => window.__kitchensync?.selection())).toEqual([side.id]);

    // A wall with two connections cannot be rotated: the panel says so and nothing changes.
    const angle = panel.getByLabel('Angle');
    await angle.fill('10');
    await angle.press('Enter');
    await expect
      .poll(() => panel.getByRole('alert').textContent())
      .toBe('A wall with two connections cannot be rotated.');
    expect(await wallStates(ownerPage)).toEqual(edited);

    // Deleting the side wall removes it from both neighbours, for the viewer too.
    await panel.getByRole('button', { name: 'Delete' }).click();
    await waitForWallCount(ownerPage, 2);
    await waitForWallCount(viewerPage, 2);
    for (const wall of await wallStates(viewerPage)) expect(wall.connected).toEqual([]);
    expect(people.cspViolations()).toEqual([]);
  });

  it('an island wall is drawn with two clicks, 34.5 inches high, and its panel changes it for everyone', async () => {
    people = await openOwnerAndViewer();
    const { ownerPage, viewerPage } = people;
    await signInAsGuestAndCreateSave(ownerPage, people.server.url, 'island@example.com');
    await viewerPage.goto(await shareForViewing(ownerPage));
    await waitForEditorReady(viewerPage);

    const centre = await canvasCentre(ownerPage);
    await ownerPage.getByRole('button', { name: 'Island Wall' }).click();
    await ownerPage.mouse.click(centre.x - 80, centre.y);
    await ownerPage.mouse.click(centre.x + 80, centre.y);
    await ownerPage.keyboard.press('Escape');
    await ownerPage.waitForFunction(() => window.__kitchensync?.islandWalls().length === 1);
    const [islandWall] = await ownerPage.evaluate(() => window.__kitchensync!.islandWalls());
    expect(islandWall!.height).toBeCloseTo(34.5 * METERS_PER_INCH, 12);
    expect(islandWall!.width).toBeCloseTo(160 / 56, 1);

    // The new island wall is selected, so its panel is open, showing the height in inches.
    const panel = ownerPage.getByRole('region', { name: 'Island Wall', exact: true });
    const height = panel.getByLabel('Height');
    expect(await height.inputValue()).toBe('34 1/2');
    await height.fill('36');
    await height.press('Enter');
    await viewerPage.waitForFunction(
      (expected) => Math.abs((window.__kitchensync?.islandWalls()[0]?.height ?? 0) - expected) < 1e-9,
      36 * METERS_PER_INCH,
    );
    expect(await ownerPage.evaluate(() => window.__kitchensync?.renderedCount('islandWall'))).toBe(1);

    // Then deleted with the Delete key.
    // A click on empty floor clears the selection; a click on the island wall selects it again.
    await ownerPage.mouse.click(centre.x, centre.y + 100);
    await ownerPage.waitForFunction(() => window.__kitchensync?.selection().length === 0);
    await ownerPage.mouse.click(centre.x, centre.y);
    await ownerPage.waitForFunction((id) => window.__kitchensync?.selection().join() === id, islandWall!.id);
    await ownerPage.keyboard.press('Delete');
    await viewerPage.waitForFunction(() => window.__kitchensync?.islandWalls().length === 0);
  });

  it('dragging a selected wall’s end near another wall’s end snaps it there and connects the two', async () => {
    people = await openOwnerAndViewer();
    const { ownerPage, viewerPage } = people;
    await signInAsGuestAndCreateSave(ownerPage, people.server.url, 'drag@example.com');
    await viewerPage.goto(await shareForViewing(ownerPage));
    await waitForEditorReady(viewerPage);

    // Two walls apart: Enter disconnects, so the second starts afresh.
    const centre = await canvasCentre(ownerPage);
    await ownerPage.getByRole('button', { name: 'Solid Wall' }).click();
    await ownerPage.mouse.click(centre.x - 120, centre.y - 40);
    await ownerPage.mouse.click(centre.x - 20, centre.y - 40);
    await ownerPage.keyboard.press('Enter');
    await ownerPage.mouse.click(centre.x + 40, centre.y - 80);
    await ownerPage.mouse.click(centre.x + 40, centre.y + 40);
    await ownerPage.keyboard.press('Escape');
    await waitForWallCount(ownerPage, 2);
    const drawn = await wallStates(ownerPage);
    expect(drawn.map((wall) => wall.connected)).toEqual([[], []]);
    const first = drawn.find((wall) => Math.abs(wall.angle) < 0.01)!;
    const second = drawn.find((wall) => wall.id !== first.id)!;

    await ownerPage.mouse.click(centre.x - 70, centre.y - 40);
    await ownerPage.waitForFunction((id) => window.__kitchensync?.selection().join() === id, first.id);
    // About 7 px (0.13 m) short of the second wall's start: within the 0.25 m snap.
    await ownerPage.mouse.move(centre.x - 20, centre.y - 40);
    await ownerPage.mouse.down();
    await ownerPage.mouse.move(centre.x + 10, centre.y - 60, { steps: 4 });
    await ownerPage.mouse.move(centre.x + 45, centre.y - 85, { steps: 4 });
    await ownerPage.mouse.up();

    await expect
      .poll(async () => (await wallStates(viewerPage)).map((wall) => wall.connected.length))
      .toEqual([1, 1]);
    const after = new Map((await wallStates(viewerPage)).map((wall) => [wall.id, wall]));
    const moved = after.get(first.id)!;
    expect(moved.connected).toEqual([second.id]);
    expect(after.get(second.id)!.connected).toEqual([first.id]);
    expect(endOf(moved).x).toBeCloseTo(second.position.x, 9);
    expect(endOf(moved).z).toBeCloseTo(second.position.z, 9);
    expect(moved.position).toEqual(first.position);
    expect(await ownerPage.evaluate(() => window.__kitchensync?.selection())).toEqual([first.id]);
  });
});
