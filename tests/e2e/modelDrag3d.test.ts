import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { shareForViewing, signInAsGuestAndCreateSave } from './support/editorActions';
import { openOwnerAndViewer, type OwnerAndViewer } from './support/ownerAndViewer';

interface Point {
  x: number;
  y: number;
  z: number;
}

interface ModelState {
  id: string;
  position: Point;
  height: number;
}

function modelStates(page: Page): Promise<ModelState[]> {
  return page.evaluate(() =>
    (window.__kitchensync?.models() ?? []).map((model) => ({
      id: model.id,
      position: model.position,
      height: model.dimensions.height,
    })),
  );
}

/** Where the middle of a model's top shows on the page in the current view. */
async function topOnScreen(page: Page, model: ModelState): Promise<{ x: number; y: number }> {
  const point = await page.evaluate((at) => window.__kitchensync?.screenPoint(at) ?? null, {
    ...model.position,
    y: model.position.y + model.height,
  });
  if (point === null) throw new Error('the canvas is not ready');
  return point;
}

async function drag(page: Page, from: { x: number; y: number }, by: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + by.x / 2, from.y + by.y / 2, { steps: 4 });
  await page.mouse.move(from.x + by.x, from.y + by.y, { steps: 4 });
  await page.mouse.up();
}

describe('dragging placed models in 3D', () => {
  let people: OwnerAndViewer | undefined;
  afterEach(async () => {
    await people?.close();
    people = undefined;
  });

  it('a press on a selected cabinet in 3D drags it across the floor under the pointer as one undoable move that the viewer sees, and a press elsewhere orbits without moving it', async () => {
    people = await openOwnerAndViewer();
    const { ownerPage, viewerPage } = people;
    await signInAsGuestAndCreateSave(ownerPage, people.server.url, 'drag3d@example.com');
    const link = await shareForViewing(ownerPage);

    // A picked base cabinet is placed and selected.
    await ownerPage
      .getByRole('toolbar', { name: 'Catalogue categories' })
      .getByRole('button', { name: 'Base', exact: true })
      .click();
    const catalogue = ownerPage.getByRole('region', { name: 'Step 2: Base Cabinets' });
    await catalogue.getByRole('searchbox', { name: 'Search Base' }).fill('Base 24');
    await catalogue
      .locator('.model-tile')
      .filter({ has: ownerPage.locator('.model-tile-name', { hasText: /^Base 24"$/ }) })
      .first()
      .click();
    await expect.poll(async () => (await modelStates(ownerPage)).length).toBe(1);
    const [placed] = await modelStates(ownerPage);
    expect(await ownerPage.evaluate(() => window.__kitchensync?.selection())).toEqual([placed!.id]);

    const framesBefore = await ownerPage.evaluate(() => window.__kitchensync?.frames ?? 0);
    await ownerPage.getByRole('button', { name: '3D', exact: true }).click();
    await ownerPage.waitForFunction(
      (before) => window.__kitchensync?.viewMode === 'perspective' && window.__kitchensync.frames > before,
      framesBefore,
    );

    // Dragged 90 px right and 30 px down from the middle of its top.
    const from = await topOnScreen(ownerPage, placed!);
    const by = { x: 90, y: 30 };
    await drag(ownerPage, from, by);
    await expect.poll(async () => (await modelStates(ownerPage))[0]!.position).not.toEqual(placed!.position);
    const [moved] = await modelStates(ownerPage);
    const travelled = Math.hypot(
      moved!.position.x - placed!.position.x,
      moved!.position.z - placed!.position.z,
    );
    expect(travelled).toBeGreaterThan(0.3);
    expect(moved!.position.y).toBe(placed!.position.y);
    // The grabbed point stayed under the pointer: the camera did not orbit while the cabinet moved.
    const landed = await topOnScreen(ownerPage, moved!);
    expect(Math.abs(landed.x - (from.x + by.x))).toBeLessThan(3);
    expect(Math.abs(landed.y - (from.y + by.y))).toBeLessThan(3);
    expect(await ownerPage.evaluate(() => window.__kitchensync?.undoState()?.undoLabel)).toBe('Moved Models');
    expect(await ownerPage.evaluate(() => window.__kitchensync?.selection())).toEqual([placed!.id]);

    // A viewer opening the design sees it where it was dropped.
    await viewerPage.goto(link);
    await expect
      .poll(async () => (await modelStates(viewerPage)).map((model) => model.position))
      .toEqual([moved!.position]);

    // A press on empty floor orbits the view and moves no model.
    await drag(ownerPage, { x: from.x - 150, y: from.y + 100 }, { x: 60, y: 0 });
    await expect
      .poll(async () => {
        const after = await topOnScreen(ownerPage, moved!);
        return Math.abs(after.x - landed.x) + Math.abs(after.y - landed.y);
      })
      .toBeGreaterThan(10);
    expect((await modelStates(ownerPage))[0]!.position).toEqual(moved!.position);

    // Ctrl+Z puts it back exactly where it was.
    await ownerPage.keyboard.press('Control+z');
    await expect.poll(async () => (await modelStates(ownerPage))[0]!.position).toEqual(placed!.position);
    expect(people.cspViolations()).toEqual([]);
  });
});
