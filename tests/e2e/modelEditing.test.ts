import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { shareForViewing, signInAsGuestAndCreateSave, waitForEditorReady } from './support/editorActions';
import { openOwnerAndViewer, type OwnerAndViewer } from './support/ownerAndViewer';

const WAIT_MS = 30_000;
const INCH = 0.0254;
/**
 * The plan's pixels per meter while nobody zooms it (`TOP_VIEW_ZOOM`), for a design empty when it
 * opened (one with content is fitted to it): it looks down on the origin with -z up on screen.
 */
const PIXELS_PER_METER = 56;

interface ModelState {
  id: string;
  position: { x: number; y: number; z: number };
  turn: number;
  width: number;
  locked: boolean;
}

function modelStates(page: Page): Promise<ModelState[]> {
  return page.evaluate(() =>
    (window.__kitchensync?.models() ?? []).map((model) => ({
      id: model.id,
      position: model.position,
      turn: model.rotation.y,
      width: model.dimensions.width,
      locked: model.locked,
    })),
  );
}

function selectionOf(page: Page): Promise<readonly string[]> {
  return page.evaluate(() => window.__kitchensync?.selection() ?? []);
}

async function canvasCentre(page: Page): Promise<{ x: number; y: number }> {
  const box = await page.locator('canvas').boundingBox();
  if (box === null) throw new Error('no canvas on the page');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Where a floor point shows in the top view. */
async function onScreen(page: Page, point: { x: number; z: number }): Promise<{ x: number; y: number }> {
  const centre = await canvasCentre(page);
  return { x: centre.x + point.x * PIXELS_PER_METER, y: centre.y + point.z * PIXELS_PER_METER };
}

describe('editing placed models', () => {
  let people: OwnerAndViewer | undefined;
  afterEach(async () => {
    await people?.close();
    people = undefined;
  });

  it('an owner selects a placed base cabinet in 2D and 3D, resizes, rotates, drags, duplicates and deletes it, a locked one refuses deletion and dragging, a viewer sees the same, and Ctrl+Z undoes the lock', async () => {
    people = await openOwnerAndViewer();
    const { ownerPage, viewerPage } = people;
    await signInAsGuestAndCreateSave(ownerPage, people.server.url, 'models@example.com');
    await viewerPage.goto(await shareForViewing(ownerPage));
    await waitForEditorReady(viewerPage);

    // A base cabinet picked in the catalogue is placed and selected, and its panel opens.
    await ownerPage
      .getByRole('toolbar', { name: 'Catalogue categories' })
      .getByRole('button', { name: 'Base', exact: true })
      .click();
    const catalogue = ownerPage.getByRole('region', { name: 'Step 2: Base Cabinets' });
    await catalogue.getByRole('searchbox', { name: 'Search Base' }).fill('Base 24');
    const tile = catalogue
      .locator('.model-tile')
      .filter({ has: ownerPage.locator('.model-tile-name', { hasText: /^Base 24"$/ }) });
    await tile.first().click();
    await expect.poll(async () => (await modelStates(ownerPage)).length).toBe(1);
    const [placed] = await modelStates(ownerPage);
    expect(await selectionOf(ownerPage)).toEqual([placed!.id]);
    const panel = ownerPage.getByRole('region', { name: 'Selected model' });
    await panel.getByRole('heading', { name: 'Base 24"', exact: true }).waitFor({ timeout: WAIT_MS });
    expect(await panel.getByLabel('Width').inputValue()).toBe('24');

    // A click on empty floor clears the selection and closes the panel.
    const centre = await canvasCentre(ownerPage);
    await ownerPage.mouse.click(centre.x - 150, centre.y + 100);
    await expect.poll(() => selectionOf(ownerPage)).toEqual([]);
    expect(await panel.count()).toBe(0);

    // A viewer cannot select the cabinet.
    const viewerModel = await onScreen(viewerPage, placed!.position);
    await viewerPage.mouse.click(viewerModel.x, viewerModel.y);
    expect(await selectionOf(viewerPage)).toEqual([]);
    expect(await viewerPage.getByRole('region', { name: 'Selected model' }).count()).toBe(0);

    // In 3D the view looks at the middle of the room, so the cabinet at the origin is under the
    // canvas's centre: a click there picks it through the instanced parts.
    await ownerPage.getByRole('button', { name: '3D', exact: true }).click();
    await ownerPage.waitForFunction(() => window.__kitchensync?.viewMode === 'perspective');
    await expect
      .poll(async () => {
        await ownerPage.mouse.click(centre.x, centre.y);
        return selectionOf(ownerPage);
      })
      .toEqual([placed!.id]);
    await ownerPage.getByRole('button', { name: '2D', exact: true }).click();
    await ownerPage.waitForFunction(() => window.__kitchensync?.viewMode === 'top');

    // Width through the numeric input, in inches; the back-left corner stays put.
    const width = panel.getByLabel('Width');
    await width.fill('30');
    await width.press('Enter');
    await expect.poll(async () => (await modelStates(ownerPage))[0]!.width).toBeCloseTo(30 * INCH, 9);
    expect((await modelStates(ownerPage))[0]!.position.x).toBeCloseTo(placed!.position.x + 3 * INCH, 9);
    // A cabinet named by its width is called by its new one.
    await panel.getByRole('heading', { name: 'Base 30"', exact: true }).waitFor({ timeout: WAIT_MS });

    // Rotate turns it a quarter turn.
    await panel.getByRole('button', { name: 'Rotate 90°' }).click();
    await expect.poll(async () => Math.sin((await modelStates(ownerPage))[0]!.turn)).toBeCloseTo(1, 9);

    // Dragging it one meter to the right in the top view moves it by one command.
    const before = (await modelStates(ownerPage))[0]!;
    const from = await onScreen(ownerPage, before.position);
    await ownerPage.mouse.move(from.x, from.y);
    await ownerPage.mouse.down();
    await ownerPage.mouse.move(from.x + PIXELS_PER_METER / 2, from.y, { steps: 4 });
    await ownerPage.mouse.move(from.x + PIXELS_PER_METER, from.y, { steps: 4 });
    await ownerPage.mouse.up();
    await expect
      .poll(async () => (await modelStates(ownerPage))[0]!.position.x - before.position.x)
      .toBeCloseTo(1, 1);
    const dragged = (await modelStates(ownerPage))[0]!;
    expect(dragged.position.z).toBeCloseTo(before.position.z, 1);
    expect(await selectionOf(ownerPage)).toEqual([placed!.id]);
    expect(await ownerPage.evaluate(() => window.__kitchensync?.undoState()?.undoLabel)).toBe('Moved Models');

    // Duplicate makes a second cabinet, selected; the Delete key deletes it again.
    await panel.getByRole('button', { name: 'Duplicate' }).click();
    await expect.poll(async () => (await modelStates(ownerPage)).length).toBe(2);
    const [copy] = await selectionOf(ownerPage);
    expect(copy).not.toBe(placed!.id);
    expect((await modelStates(ownerPage)).map((model) => model.id)).toContain(copy);
    await ownerPage.keyboard.press('Delete');
    await expect
      .poll(async () => (await modelStates(ownerPage)).map((model) => model.id))
      .toEqual([placed!.id]);
    expect(await selectionOf(ownerPage)).toEqual([]);

    // A click on the cabinet in the top view selects it; locked, it refuses the Delete key.
    const at = await onScreen(ownerPage, dragged.position);
    await ownerPage.mouse.click(at.x, at.y);
    await expect.poll(() => selectionOf(ownerPage)).toEqual([placed!.id]);
    await panel.getByRole('button', { name: 'Lock' }).click();
    await expect.poll(async () => (await modelStates(ownerPage))[0]!.locked).toBe(true);
    await panel.getByRole('button', { name: 'Unlock' }).waitFor({ timeout: WAIT_MS });
    await ownerPage.keyboard.press('Delete');
    await expect
      .poll(() => panel.getByRole('alert').textContent())
      .toBe('"Base 30"" is locked: unlock it before deleting it.');
    const locked = await modelStates(ownerPage);
    expect(locked.map((model) => model.id)).toEqual([placed!.id]);

    // Dragged, the locked cabinet stays where it is and the panel says why.
    await ownerPage.mouse.move(at.x, at.y);
    await ownerPage.mouse.down();
    await ownerPage.mouse.move(at.x, at.y + PIXELS_PER_METER, { steps: 4 });
    await ownerPage.mouse.up();
    await expect
      .poll(() => panel.getByRole('alert').textContent())
      .toBe('"Base 30"" is locked: unlock it before moving it.');
    expect(await modelStates(ownerPage)).toEqual(locked);

    // The viewer sees the same models.
    await expect.poll(() => modelStates(viewerPage)).toEqual(locked);

    // Ctrl+Z undoes the last change, the lock, for everyone.
    await ownerPage.keyboard.press('Control+z');
    await expect.poll(async () => (await modelStates(ownerPage))[0]!.locked).toBe(false);
    await expect.poll(async () => (await modelStates(viewerPage))[0]!.locked).toBe(false);
    await panel.getByRole('button', { name: 'Lock' }).waitFor({ timeout: WAIT_MS });
    expect((await modelStates(ownerPage))[0]!.position).toEqual(dragged.position);
    expect(people.cspViolations()).toEqual([]);
  });
});
