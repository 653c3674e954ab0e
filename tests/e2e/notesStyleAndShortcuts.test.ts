import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  shareForViewing,
  signInAsGuest,
  signInAsGuestAndCreateSave,
  topViewPoint,
  waitForEditorReady,
  waitForSaveState,
} from './support/editorActions';
import { openOwnerAndViewer, type OwnerAndViewer } from './support/ownerAndViewer';

const WAIT_MS = 30_000;
/**
 * The plan's pixels per meter while nobody zooms it (`TOP_VIEW_ZOOM`), for a design empty when it
 * opened (one with content is fitted to it): it looks down on the origin with -z up on screen.
 */
const PIXELS_PER_METER = 56;
const SAVE_URL = /\/save_[A-Za-z0-9]+$/;

interface NoteState {
  id: string;
  x: number;
  z: number;
  text: string;
}

function notesOf(page: Page): Promise<NoteState[]> {
  return page.evaluate(() =>
    (window.__kitchensync?.notes() ?? []).map((note) => ({
      id: note.id,
      x: note.position.x,
      z: note.position.z,
      text: note.text,
    })),
  );
}

function stylesOf(page: Page): Promise<{ models: string[]; design: unknown }> {
  return page.evaluate(() => ({
    models: (window.__kitchensync?.models() ?? []).map((model) => model.catalogStyleId),
    design: window.__kitchensync?.doc?.getMap('design').get('style'),
  }));
}

async function canvasCentre(page: Page): Promise<{ x: number; y: number }> {
  const box = await page.locator('canvas').boundingBox();
  if (box === null) throw new Error('no canvas on the page');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

function historyOf(page: Page, saveId: string): Promise<{ label: string; seq: number }[]> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/saves/${id}/history`);
    const body = (await response.json()) as { checkpoints: { label: string; seq: number }[] };
    return body.checkpoints;
  }, saveId);
}

describe('notes, style change and the spec’s shortcuts', () => {
  let people: OwnerAndViewer | undefined;
  afterEach(async () => {
    await people?.close();
    people = undefined;
  });

  it('Ctrl+Alt+N then a click places a note whose typed text, colour and background opacity a viewer sees live but cannot edit; the owner drags it in 2D and deletes it with Delete', async () => {
    people = await openOwnerAndViewer();
    const { ownerPage, viewerPage } = people;
    await signInAsGuestAndCreateSave(ownerPage, people.server.url, 'notes@example.com');
    await viewerPage.goto(await shareForViewing(ownerPage));
    await waitForEditorReady(viewerPage);

    await ownerPage.locator('canvas').focus();
    await ownerPage.keyboard.press('Control+Alt+N');
    await ownerPage
      .getByText('Click in the design to place a note. Esc cancels.')
      .waitFor({ timeout: WAIT_MS });
    const centre = await canvasCentre(ownerPage);
    await ownerPage.mouse.click(centre.x + PIXELS_PER_METER, centre.y);
    await expect.poll(async () => (await notesOf(ownerPage)).length).toBe(1);
    const [placed] = await notesOf(ownerPage);
    expect(placed!.x).toBeCloseTo(1, 1);
    expect(placed!.z).toBeCloseTo(0, 1);
    expect(await ownerPage.evaluate(() => window.__kitchensync?.selection())).toEqual([placed!.id]);

    // The new note's text field has the focus: the owner types at once, and leaving the field saves it.
    const panel = ownerPage.getByRole('region', { name: 'Note' });
    const text = panel.getByLabel('Text');
    await expect.poll(() => text.evaluate((field) => field === document.activeElement)).toBe(true);
    await ownerPage.keyboard.type('Check the sink width');
    await text.blur();
    await expect.poll(async () => (await notesOf(ownerPage))[0]!.text).toBe('Check the sink width');
    expect(await ownerPage.evaluate(() => window.__kitchensync?.undoState()?.undoLabel)).toBe('Changed note');

    // The viewer sees the note and its text live, drawn where it is; a click on it selects nothing.
    const viewerLabel = viewerPage.locator('.note-label', { hasText: 'Check the sink width' });
    await viewerLabel.waitFor({ timeout: WAIT_MS });
    expect(await viewerPage.evaluate(() => window.__kitchensync?.renderedCount('note'))).toBe(1);
    const seen = await viewerLabel.boundingBox();
    const viewerCentre = await canvasCentre(viewerPage);
    expect(seen!.x + seen!.width / 2).toBeCloseTo(viewerCentre.x + PIXELS_PER_METER, -1);
    await viewerPage.mouse.click(seen!.x + seen!.width / 2, seen!.y + seen!.height / 2);
    expect(await viewerPage.evaluate(() => window.__kitchensync?.selection())).toEqual([]);
    expect(await viewerPage.getByRole('region', { name: 'Note' }).count()).toBe(0);

    // Colour and background opacity are committed once each, and the viewer's label follows.
    await panel.getByLabel('Colour').fill('#1976d2');
    await panel.getByLabel('Background opacity').fill('40');
    await expect
      .poll(() =>
        ownerPage.evaluate(() =>
          window.__kitchensync?.notes().map((note) => [note.color, note.background_opacity]),
        ),
      )
      .toEqual([['#1976d2', 40]]);
    await expect
      .poll(() => viewerLabel.evaluate((element) => [element.style.color, element.style.backgroundColor]))
      .toEqual(['rgb(25, 118, 210)', 'rgba(255, 255, 255, 0.4)']);
    expect(await ownerPage.evaluate(() => window.__kitchensync?.undoState()?.undoLabel)).toBe('Changed note');

    // Dragging the label one meter down in the top view moves the note by one command.
    const label = ownerPage.locator('.note-label', { hasText: 'Check the sink width' });
    const box = (await label.boundingBox())!;
    const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await ownerPage.mouse.move(from.x, from.y);
    await ownerPage.mouse.down();
    await ownerPage.mouse.move(from.x, from.y + PIXELS_PER_METER / 2, { steps: 4 });
    await ownerPage.mouse.move(from.x, from.y + PIXELS_PER_METER, { steps: 4 });
    await ownerPage.mouse.up();
    await expect.poll(async () => (await notesOf(ownerPage))[0]!.z).toBeCloseTo(1, 1);
    expect((await notesOf(ownerPage))[0]!.x).toBeCloseTo(1, 1);
    expect(await ownerPage.evaluate(() => window.__kitchensync?.undoState()?.undoLabel)).toBe('Moved note');
    await expect.poll(async () => (await notesOf(viewerPage))[0]?.z).toBeCloseTo(1, 1);

    // Selected, the note goes with the Delete key, for the viewer too.
    await ownerPage.locator('.note-label', { hasText: 'Check the sink width' }).click();
    expect(await ownerPage.evaluate(() => window.__kitchensync?.selection())).toEqual([placed!.id]);
    await ownerPage.keyboard.press('Delete');
    await expect.poll(() => notesOf(ownerPage)).toEqual([]);
    await expect.poll(() => notesOf(viewerPage)).toEqual([]);
    await viewerLabel.waitFor({ state: 'detached', timeout: WAIT_MS });
    expect(people.cspViolations()).toEqual([]);
  });

  it('Ctrl+S names the design as it is now "Saved" in its history and says so; a viewer’s Ctrl+S records nothing', async () => {
    people = await openOwnerAndViewer();
    const { ownerPage, viewerPage } = people;
    const saveId = await signInAsGuestAndCreateSave(ownerPage, people.server.url, 'saving@example.com');
    await viewerPage.goto(await shareForViewing(ownerPage));
    await waitForEditorReady(viewerPage);

    // A change, so the design has a version to name; Ctrl+S right after it waits until it is on disk.
    await ownerPage.locator('canvas').focus();
    await ownerPage.keyboard.press('Control+Alt+N');
    const centre = await canvasCentre(ownerPage);
    await ownerPage.mouse.click(centre.x, centre.y);
    await ownerPage.getByRole('region', { name: 'Note' }).getByLabel('Text').blur();
    await ownerPage.keyboard.press('Control+s');
    await ownerPage.locator('.save-feedback', { hasText: /^Saved$/ }).waitFor({ timeout: WAIT_MS });
    await waitForSaveState(ownerPage, 'saved');
    const history = await historyOf(ownerPage, saveId);
    expect(history.filter((checkpoint) => checkpoint.label === 'Saved')).toHaveLength(1);
    const head = await ownerPage.evaluate(async (id) => {
      const body = (await (await fetch(`/api/saves/${id}/history`)).json()) as { head: number };
      return body.head;
    }, saveId);
    expect(history.find((checkpoint) => checkpoint.label === 'Saved')!.seq).toBe(head);

    await viewerPage.locator('canvas').focus();
    await viewerPage.keyboard.press('Control+s');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await viewerPage.locator('.save-feedback').count()).toBe(0);
    expect(
      (await historyOf(ownerPage, saveId)).filter((checkpoint) => checkpoint.label === 'Saved'),
    ).toHaveLength(1);
  });

  it('Change style for all items puts every placed model and the design in the chosen collection, a viewer sees it, one Ctrl+Z restores them; with a cabinet selected a chosen collection restyles it alone, and a locked one refuses', async () => {
    people = await openOwnerAndViewer();
    const { ownerPage, viewerPage } = people;
    await signInAsGuest(ownerPage, people.server.url, 'styles@example.com');
    await ownerPage.goto(
      `${people.server.url}/app?style=shaker-white&layout=l&side=left&topWallLength=144&topWallHeight=96&sideWallLength=120&sideWallHeight=96`,
    );
    await ownerPage.waitForURL(SAVE_URL, { timeout: WAIT_MS });
    await waitForEditorReady(ownerPage);
    const before = await stylesOf(ownerPage);
    expect(before.models.length).toBeGreaterThan(3);
    expect(new Set(before.models)).toEqual(new Set(['shaker-white']));
    await viewerPage.goto(await shareForViewing(ownerPage));
    await waitForEditorReady(viewerPage);

    await ownerPage.locator('canvas').focus();
    await ownerPage.keyboard.press('Control+m');
    const cabinets = ownerPage.getByRole('region', { name: 'Step 2: Base Cabinets' });
    await cabinets.getByRole('button', { name: 'Dove Gray Flat Panel' }).click();
    await cabinets.getByRole('button', { name: 'Change style' }).click();
    await ownerPage.getByRole('menuitem', { name: /^All items/ }).click();
    await expect
      .poll(async () => new Set((await stylesOf(ownerPage)).models))
      .toEqual(new Set(['gray-flat']));
    expect((await stylesOf(ownerPage)).design).toBe('gray-flat');
    expect(await ownerPage.evaluate(() => window.__kitchensync?.undoState()?.undoLabel)).toBe(
      'Changed Style',
    );
    await expect
      .poll(() => stylesOf(viewerPage))
      .toEqual({
        models: before.models.map(() => 'gray-flat'),
        design: 'gray-flat',
      });

    await ownerPage.keyboard.press('Control+z');
    await expect.poll(() => stylesOf(ownerPage)).toEqual(before);
    await expect.poll(() => stylesOf(viewerPage)).toEqual(before);

    // With a cabinet selected, choosing a collection offers the menu at once; "Selected items" restyles it alone.
    const [first] = await ownerPage.evaluate(() =>
      (window.__kitchensync?.models() ?? []).map((model) => ({
        id: model.id,
        x: model.position.x,
        z: model.position.z,
      })),
    );
    // The plan was fitted to the layout when it opened: the camera says where the cabinet shows.
    const onPlan = await topViewPoint(ownerPage, first!.x, first!.z);
    await ownerPage.mouse.click(onPlan.x, onPlan.y);
    await expect
      .poll(async () => (await ownerPage.evaluate(() => window.__kitchensync?.selection()))?.length)
      .toBe(1);
    const [selected] = (await ownerPage.evaluate(() => window.__kitchensync?.selection())) ?? [];
    const modelStyle = (page: Page, id: string) =>
      page.evaluate(
        (modelId) => window.__kitchensync?.models().find((model) => model.id === modelId)?.catalogStyleId,
        id,
      );
    await cabinets.getByRole('button', { name: 'Espresso Slab' }).click();
    await ownerPage.getByRole('menuitem', { name: /^Selected items/ }).click();
    await expect.poll(() => modelStyle(ownerPage, selected!)).toBe('espresso-slab');
    expect((await stylesOf(ownerPage)).models.filter((style) => style === 'espresso-slab')).toHaveLength(1);
    expect((await stylesOf(ownerPage)).design).toBe('shaker-white');

    // Locked, it refuses a new style with the reason, and nothing changes.
    await ownerPage
      .getByRole('region', { name: 'Selected model' })
      .getByRole('button', { name: 'Lock' })
      .click();
    await ownerPage
      .getByRole('region', { name: 'Selected model' })
      .getByRole('button', { name: 'Unlock' })
      .waitFor();
    const locked = await stylesOf(ownerPage);
    await cabinets.getByRole('button', { name: 'White Shaker' }).click();
    await ownerPage.getByRole('menuitem', { name: /^Selected items/ }).click();
    await expect
      .poll(() => cabinets.getByRole('alert').textContent())
      .toMatch(/ is locked: unlock it before restyling it\.$/);
    expect(await stylesOf(ownerPage)).toEqual(locked);
  });

  it('Ctrl+Alt+T lists the tools and every shortcut, Ctrl+K ends wall drawing, and Ctrl+Shift+F opens Favorites, where a click places the favorite', async () => {
    people = await openOwnerAndViewer();
    const { ownerPage } = people;
    await signInAsGuestAndCreateSave(ownerPage, people.server.url, 'tools@example.com');

    await ownerPage.keyboard.press('Control+Alt+T');
    const menu = ownerPage.getByRole('menu');
    await menu.waitFor({ timeout: WAIT_MS });
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Backsplash wizard',
      'Notes Ctrl+Alt+N',
      'Favorites Ctrl+Shift+F',
      'Lights Wizard',
      'Keyboard shortcuts ›',
    ]);
    await menu.getByRole('menuitem', { name: /Keyboard shortcuts/ }).hover();
    const shortcuts = ownerPage.getByRole('menu', { name: 'Keyboard shortcuts' });
    await shortcuts.getByText('Save Ctrl+S').waitFor({ timeout: WAIT_MS });
    expect(await shortcuts.textContent()).toContain('Select tool Ctrl+K');
    await ownerPage.keyboard.press('Escape');
    await ownerPage.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached', timeout: WAIT_MS });

    const solidWall = ownerPage.getByRole('button', { name: 'Solid Wall' });
    await solidWall.click();
    expect(await solidWall.getAttribute('aria-pressed')).toBe('true');
    await ownerPage.keyboard.press('Control+k');
    await expect.poll(() => solidWall.getAttribute('aria-pressed')).toBe('false');

    // A refrigerator made the favorite (the catalogue's own menu for that is tested with the catalogue).
    const fridge = await ownerPage.evaluate(async () => {
      const response = await fetch('/api/catalogue/models?type=appliance');
      const models = (
        (await response.json()) as {
          data: { catalogModelId: string; name: string; applianceType: string; locked: boolean }[];
        }
      ).data;
      const chosen = models.find((model) => model.applianceType === 'refrigerator' && !model.locked)!;
      const marked = await fetch('/api/userData/favoriteAppliance', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ applianceType: 'refrigerator', catalogModelId: chosen.catalogModelId }),
      });
      if (!marked.ok) throw new Error(`favorite refused: ${marked.status}`);
      return chosen;
    });
    await ownerPage.keyboard.press('Control+Shift+F');
    const favorites = ownerPage.getByRole('region', { name: 'Favorites' });
    await favorites.getByRole('button', { name: fridge.name }).click();
    await expect
      .poll(() =>
        ownerPage.evaluate(() => window.__kitchensync?.models().map((model) => model.catalogModelId)),
      )
      .toEqual([fridge.catalogModelId]);
    expect(await favorites.getByText('None yet').count()).toBe(5);
    await ownerPage.keyboard.press('Control+Shift+F');
    await favorites.waitFor({ state: 'detached', timeout: WAIT_MS });
  });
});
