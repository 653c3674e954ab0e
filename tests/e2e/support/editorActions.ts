import type { Locator, Page } from 'playwright-core';

const WAIT_MS = 30_000;

export interface WallSummary {
  id: string;
  length: number;
  angle: number;
}

/** Waits until the editor has synced its document and made its canvas. */
export async function waitForEditorReady(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__kitchensync?.ready === true, undefined, { timeout: WAIT_MS });
}

/** The spec's L kitchen from the /app route (walls, base, wall and corner cabinets). */
export const REFERENCE_LAYOUT =
  '/app?style=shaker-white&layout=l&side=left&topWallLength=144&topWallHeight=96&sideWallLength=120&sideWallHeight=96';

/**
 * A visitor not yet signed in opens a layout address (`/app?…`), continues as a guest and lands in
 * the new design, the editor ready on it; answers the save id.
 */
export async function openLayoutAsGuest(
  page: Page,
  baseUrl: string,
  layout: string,
  email: string,
): Promise<string> {
  await page.goto(`${baseUrl}${layout}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await page.waitForURL(/\/save_[A-Za-z0-9]+$/, { timeout: WAIT_MS });
  await waitForEditorReady(page);
  return new URL(page.url()).pathname.slice(1);
}

export async function signInAsGuest(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(baseUrl);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await page.getByRole('button', { name: 'New design' }).waitFor({ timeout: WAIT_MS });
}

export async function signInAsGuestAndCreateSave(
  page: Page,
  baseUrl: string,
  email: string,
): Promise<string> {
  await signInAsGuest(page, baseUrl, email);
  return createSave(page);
}

/** From the home page of a signed-in person: New design, and the editor ready on it; its save id. */
export async function createSave(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'New design' }).click();
  await page.waitForURL(/\/save_[A-Za-z0-9]+$/, { timeout: WAIT_MS });
  await waitForEditorReady(page);
  return new URL(page.url()).pathname.slice(1);
}

export type GeneralAccessOption =
  'Only people invited' | 'Anyone with the link can view' | 'Anyone with the link can edit';

/**
 * Opens the editor's share dialog, picks the save's general access, waits for the api, closes the
 * dialog and answers the link it showed, on the test server's own address: the api makes links on
 * the product's public address, which a test server on port 0 does not know.
 */
export async function setGeneralAccess(page: Page, option: GeneralAccessOption): Promise<string> {
  const dialog = await openShareDialog(page);
  const saved = page.waitForResponse((response) => response.url().endsWith('/share') && response.ok());
  await dialog.getByLabel('General access').selectOption({ label: option });
  await saved;
  const shown = await dialog.getByLabel('Link').inputValue();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden', timeout: WAIT_MS });
  return new URL(new URL(shown).pathname, page.url()).toString();
}

/** Opens the share dialog from the editor's side panel and waits until its access data is loaded. */
export async function openShareDialog(page: Page): Promise<Locator> {
  await page.getByRole('region', { name: 'Share' }).getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('General access').waitFor({ timeout: WAIT_MS });
  return dialog;
}

/** Makes the save public for viewers and answers the link the share settings show. */
export function shareForViewing(page: Page): Promise<string> {
  return setGeneralAccess(page, 'Anyone with the link can view');
}

/** Draws one wall in the top view with two clicks, `offset` pixels either side of the canvas centre. */
export async function drawWall(page: Page, offset: number): Promise<void> {
  await page.getByRole('button', { name: 'Solid Wall' }).click();
  const box = await page.locator('canvas').boundingBox();
  if (box === null) throw new Error('no canvas on the page');
  const centreX = box.x + box.width / 2;
  const centreY = box.y + box.height / 2;
  await page.mouse.click(centreX - offset, centreY);
  await page.mouse.click(centreX + offset, centreY);
  await page.keyboard.press('Escape');
}

export async function wallsOf(page: Page): Promise<WallSummary[]> {
  return page.evaluate(() =>
    (window.__kitchensync?.walls() ?? []).map((wall) => ({
      id: wall.id,
      length: wall.dimensions.x,
      angle: wall.angle,
    })),
  );
}

export async function waitForWallCount(page: Page, count: number): Promise<void> {
  await page.waitForFunction((expected) => window.__kitchensync?.walls().length === expected, count, {
    timeout: WAIT_MS,
  });
}

export async function renderedWallCount(page: Page): Promise<number> {
  return page.evaluate(() => window.__kitchensync?.renderedCount('wall') ?? -1);
}

/** Waits until the toolbar's Saving… / Saved / Offline state is `state`. */
export async function waitForSaveState(page: Page, state: 'saving' | 'saved' | 'offline'): Promise<void> {
  await page.waitForFunction((expected) => window.__kitchensync?.saveState === expected, state, {
    timeout: WAIT_MS,
  });
}

/**
 * The owner creates a save and opens it to anyone with the link as editor; the coworker signs in
 * (editing a public link takes an account: edits must carry an author) and opens it.
 */
export async function shareWithCoworkerEditor(
  ownerPage: Page,
  coworkerPage: Page,
  baseUrl: string,
): Promise<void> {
  const [link] = await Promise.all([
    signInAsGuestAndCreateSave(ownerPage, baseUrl, 'owner@example.com').then(() =>
      setGeneralAccess(ownerPage, 'Anyone with the link can edit'),
    ),
    signInAsGuest(coworkerPage, baseUrl, 'coworker@example.com'),
  ]);
  await coworkerPage.goto(link);
  await waitForEditorReady(coworkerPage);
}

/**
 * Where a floor point (meters) is on the page in the current view, as the editor's camera projects
 * it: the plan is fitted to the design on open and can be zoomed and panned, so no fixed scale holds.
 */
export async function topViewPoint(page: Page, x: number, z: number): Promise<{ x: number; y: number }> {
  const point = await page.evaluate(
    (floor) => window.__kitchensync?.screenPoint({ x: floor.x, y: 0, z: floor.z }) ?? null,
    { x, z },
  );
  if (point === null) throw new Error('the editor has no canvas to project onto');
  return point;
}

/** Presses the mouse on the middle of `source` (scrolled into view), ready to drag it. */
export async function pressOn(page: Page, source: Locator): Promise<void> {
  await source.scrollIntoViewIfNeeded();
  const box = await source.boundingBox();
  if (box === null) throw new Error('the drag source is not on the page');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
}

/** Drags `source` with the mouse (press, move in steps, let go) to a point of the page. */
export async function dragTo(page: Page, source: Locator, to: { x: number; y: number }): Promise<void> {
  await pressOn(page, source);
  await page.mouse.move(to.x, to.y, { steps: 10 });
  await page.mouse.up();
}

/** Turns on (or off) a tool of the toolbar's Tools menu: Notes, Favorites, Measure, Measurements, Lights. */
export async function chooseTool(page: Page, tool: string): Promise<void> {
  await page.getByRole('button', { name: 'Tools', exact: true }).click();
  await page.getByRole('menuitemcheckbox', { name: tool, exact: true }).click();
}

/** Switches to the 2D top view or the 3D view and waits until the camera has landed there. */
export async function showView(page: Page, view: '2D' | '3D'): Promise<void> {
  await page.getByRole('button', { name: view, exact: true }).click();
  const mode = view === '2D' ? 'top' : 'perspective';
  await page.waitForFunction(
    (expected) => window.__kitchensync?.viewMode === expected && window.__kitchensync.ready,
    mode,
    { timeout: WAIT_MS },
  );
}
