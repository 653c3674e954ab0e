import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { openBrowser } from './support/browsers';
import {
  dragTo,
  setGeneralAccess,
  signInAsGuest,
  topViewPoint,
  waitForEditorReady,
  waitForSaveState,
} from './support/editorActions';
import { openOwnerAndViewer, type OwnerAndViewer } from './support/ownerAndViewer';

const WAIT_MS = 30_000;
const INCH = 0.0254;
const L_KITCHEN =
  '/app?style=shaker-white&layout=l&side=left&topWallLength=144&topWallHeight=96&sideWallLength=120&sideWallHeight=96';

interface Placed {
  id: string;
  name: string;
  type: string;
  applianceType: string | null;
  x: number;
  y: number;
  z: number;
  turn: number;
  width: number;
  depth: number;
}

/** The document's models as a person's editor holds them, in id order, rounded to a tenth of a millimetre. */
function placedOf(page: Page): Promise<Placed[]> {
  return page.evaluate(() => {
    const round = (value: number) => Math.round(value * 10_000) / 10_000;
    return (window.__kitchensync?.models() ?? [])
      .map((model) => ({
        id: model.id,
        name: model.modelName,
        type: model.modelType,
        applianceType: model.applianceType ?? null,
        x: round(model.position.x),
        y: round(model.position.y),
        z: round(model.position.z),
        turn: round(model.rotation.y),
        width: round(model.dimensions.width),
        depth: round(model.dimensions.depth),
      }))
      .sort((a, b) => (a.id < b.id ? -1 : 1));
  });
}

const idsOf = (models: readonly Placed[]) => models.map((model) => model.id);

async function waitForIds(page: Page, ids: readonly string[]): Promise<void> {
  await expect.poll(async () => idsOf(await placedOf(page)), { timeout: WAIT_MS }).toEqual([...ids].sort());
}

/** The models added since `before`, once there are `count` of them. */
async function addedSince(page: Page, before: readonly Placed[], count: number): Promise<Placed[]> {
  const known = new Set(idsOf(before));
  await expect
    .poll(async () => (await placedOf(page)).filter((model) => !known.has(model.id)).length, {
      timeout: WAIT_MS,
    })
    .toBe(count);
  return (await placedOf(page)).filter((model) => !known.has(model.id));
}

/** Clicks models in the top view at the given floor points (Shift for all but the first) and deletes them. */
async function deleteModelsAt(page: Page, points: readonly { x: number; z: number }[]): Promise<void> {
  for (const [index, point] of points.entries()) {
    const at = await topViewPoint(page, point.x, point.z);
    if (index > 0) await page.keyboard.down('Shift');
    await page.mouse.click(at.x, at.y);
    if (index > 0) await page.keyboard.up('Shift');
  }
  await expect
    .poll(() => page.evaluate(() => window.__kitchensync?.selection().length ?? 0))
    .toBe(points.length);
  await page.keyboard.press('Delete');
}

function onTopWall(model: Placed, wallFace: number): void {
  expect(Math.cos(model.turn)).toBeCloseTo(1, 6);
  expect(model.z).toBeCloseTo(wallFace + model.depth / 2, 3);
}

function withinRun(model: Placed, from: number, to: number): void {
  expect(model.x - model.width / 2).toBeGreaterThanOrEqual(from - 1e-3);
  expect(model.x + model.width / 2).toBeLessThanOrEqual(to + 1e-3);
}

function apart(a: Placed, b: Placed): void {
  const gap = Math.abs(a.x - b.x) - (a.width + b.width) / 2;
  expect(gap).toBeGreaterThanOrEqual(-1e-3);
}

describe('an L kitchen designed together', () => {
  let people: OwnerAndViewer | undefined;
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
    await people?.close();
    people = undefined;
  });

  it('builds from the layout route; the owner drags in a sink base and a dishwasher, a coworker swaps the wall cabinets above; each undoes and redoes only their own change; a viewer follows live', async () => {
    people = await openOwnerAndViewer();
    const { ownerPage, viewerPage: coworkerPage, server } = people;
    const viewerBrowser = await openBrowser();
    cleanups.push(viewerBrowser.close);
    const viewerPage = await viewerBrowser.context.newPage();

    // The owner builds the L kitchen from the layout route and opens it to editors with the link.
    await signInAsGuest(ownerPage, server.url, 'owner@example.com');
    await ownerPage.goto(`${server.url}${L_KITCHEN}`);
    await ownerPage.waitForURL(/\/save_[A-Za-z0-9]+$/, { timeout: WAIT_MS });
    await waitForEditorReady(ownerPage);
    const link = await setGeneralAccess(ownerPage, 'Anyone with the link can edit');
    await signInAsGuest(coworkerPage, server.url, 'coworker@example.com');
    await coworkerPage.goto(link);
    await waitForEditorReady(coworkerPage);
    // Not signed in, the third person may only watch.
    await viewerPage.goto(link);
    await waitForEditorReady(viewerPage);
    expect(await viewerPage.evaluate(() => window.__kitchensync?.role)).toBe('viewer');

    const topWall = await ownerPage.evaluate(() => {
      const wall = window.__kitchensync!.walls().find((candidate) => candidate.angle === 0)!;
      return { z: wall.position.z, thickness: wall.dimensions.z, end: wall.position.x + wall.dimensions.x };
    });
    const wallFace = topWall.z + topWall.thickness / 2;
    const layout = await placedOf(ownerPage);
    await waitForIds(viewerPage, idsOf(layout));

    // The owner clears the two right-hand base cabinets of the top wall to make room.
    const topRun = (type: string) =>
      layout
        .filter((model) => model.type === type && model.turn === 0 && model.width > 0.1)
        .sort((a, b) => a.x - b.x);
    const [baseLeft, baseRight] = topRun('base').slice(-2);
    const gap = { from: baseLeft!.x - baseLeft!.width / 2, to: baseRight!.x + baseRight!.width / 2 };
    const front = wallFace + 0.5;
    await deleteModelsAt(ownerPage, [
      { x: baseLeft!.x, z: front },
      { x: baseRight!.x, z: front },
    ]);
    const cleared = layout.filter((model) => model !== baseLeft && model !== baseRight);
    await waitForIds(ownerPage, idsOf(cleared));

    // A sink base dragged from the catalogue lands in the gap, against the wall.
    const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Catalogue categories' });
    await toolbar(ownerPage).getByRole('button', { name: 'Base', exact: true }).click();
    const basePanel = ownerPage.getByRole('region', { name: 'Step 2: Base Cabinets' });
    await basePanel.getByRole('searchbox', { name: 'Search Base' }).fill('Sink Base 36');
    const sinkTile = basePanel.getByRole('button', { name: /^Sink Base 36"/ }).first();
    await sinkTile.waitFor({ timeout: WAIT_MS });
    await dragTo(ownerPage, sinkTile, await topViewPoint(ownerPage, gap.from + 0.5, front));
    const [sink] = await addedSince(ownerPage, cleared, 1);
    expect(sink!.name).toBe('Sink Base 36"');
    onTopWall(sink!, wallFace);
    withinRun(sink!, gap.from, gap.to);

    // The dishwasher comes from its kind: the owner makes one their default, then drags the kind.
    await toolbar(ownerPage).getByRole('button', { name: 'Appliances', exact: true }).click();
    const menu = ownerPage.getByRole('region', { name: 'Step 3: Appliances' });
    await menu.getByRole('button', { name: 'All finishes' }).click();
    const dishwasherKind = menu.getByRole('button', { name: 'Dishwasher and dryer' });
    await dishwasherKind.click();
    const dishwasherTile = menu
      .getByRole('region', { name: 'Models' })
      .getByRole('button', { name: /^Dishwasher 24"/ })
      .first();
    await dishwasherTile.waitFor({ timeout: WAIT_MS });
    await dishwasherTile.click({ button: 'right' });
    const favoriteSaved = ownerPage.waitForResponse(
      (response) => response.url().endsWith('/api/userData/favoriteAppliance') && response.ok(),
    );
    await ownerPage.getByRole('menuitem', { name: 'Select as favorite' }).click();
    await favoriteSaved;
    await menu.getByRole('button', { name: 'Back' }).click();
    const withSink = [...cleared, sink!];
    await dragTo(ownerPage, dishwasherKind, await topViewPoint(ownerPage, gap.to - 0.35, front));
    const [dishwasher] = await addedSince(ownerPage, withSink, 1);
    expect(dishwasher!.applianceType).toBe('dishwasher and dryer');
    expect(dishwasher!.width).toBeCloseTo(24 * INCH, 4);
    onTopWall(dishwasher!, wallFace);
    withinRun(dishwasher!, gap.from, gap.to);
    apart(dishwasher!, sink!);
    const owned = [...withSink, dishwasher!];
    await waitForIds(coworkerPage, idsOf(owned));

    // The coworker takes down the two wall cabinets over the gap.
    const [upperLeft, upperRight] = topRun('wall').slice(-2);
    const upperZ = wallFace + 0.1;
    await deleteModelsAt(coworkerPage, [
      { x: upperLeft!.x, z: upperZ },
      { x: upperRight!.x, z: upperZ },
    ]);
    const withoutUppers = owned.filter((model) => model !== upperLeft && model !== upperRight);
    await waitForIds(coworkerPage, idsOf(withoutUppers));
    const upperGap = { from: upperLeft!.x - upperLeft!.width / 2, to: upperRight!.x + upperRight!.width / 2 };

    // The coworker drags in a shorter wall cabinet …
    await toolbar(coworkerPage).getByRole('button', { name: 'Wall', exact: true }).click();
    const wallPanel = coworkerPage.getByRole('region', { name: 'Step 2: Wall Cabinets' });
    await wallPanel.getByRole('searchbox', { name: 'Search Wall' }).fill('W2430');
    const wallTile = wallPanel.getByRole('button', { name: /^Wall 24" x 30"/ }).first();
    await wallTile.waitFor({ timeout: WAIT_MS });
    await dragTo(coworkerPage, wallTile, await topViewPoint(coworkerPage, upperGap.from + 0.3, upperZ));
    const [firstUpper] = await addedSince(coworkerPage, withoutUppers, 1);

    // … while the owner undoes their last change, the dishwasher, and only it.
    await ownerPage.keyboard.press('Control+z');
    const ownerUndone = [...withoutUppers, firstUpper!].filter((model) => model !== dishwasher);
    for (const page of [ownerPage, coworkerPage, viewerPage]) await waitForIds(page, idsOf(ownerUndone));

    // The coworker places the second wall cabinet; the owner redoes the dishwasher.
    const withFirstUpper = [...withoutUppers, firstUpper!];
    await dragTo(coworkerPage, wallTile, await topViewPoint(coworkerPage, upperGap.to - 0.3, upperZ));
    const [secondUpper] = await addedSince(coworkerPage, ownerUndone, 1);
    await ownerPage.keyboard.press('Control+Shift+Z');
    const designed = [...withFirstUpper, secondUpper!];
    for (const page of [ownerPage, coworkerPage, viewerPage]) await waitForIds(page, idsOf(designed));

    for (const upper of [firstUpper!, secondUpper!]) {
      expect(upper.name).toBe('Wall 24" x 30"');
      expect(upper.y).toBeCloseTo(54 * INCH, 3);
      onTopWall(upper, wallFace);
      withinRun(upper, upperGap.from, upperGap.to);
    }
    apart(firstUpper!, secondUpper!);

    // The coworker's Undo takes back their own last cabinet, never the owner's dishwasher; Redo returns it.
    await coworkerPage.getByRole('button', { name: /^Undo/ }).click();
    const coworkerUndone = designed.filter((model) => model !== secondUpper);
    for (const page of [ownerPage, coworkerPage, viewerPage]) await waitForIds(page, idsOf(coworkerUndone));
    await coworkerPage.getByRole('button', { name: /^Redo/ }).click();
    for (const page of [ownerPage, coworkerPage, viewerPage]) await waitForIds(page, idsOf(designed));

    // Everyone's copy is the same design, and it is on disk.
    await waitForSaveState(ownerPage, 'saved');
    await waitForSaveState(coworkerPage, 'saved');
    const final = await placedOf(ownerPage);
    expect(await placedOf(coworkerPage)).toEqual(final);
    expect(await placedOf(viewerPage)).toEqual(final);
    expect(final.find((model) => model.id === dishwasher!.id)).toEqual(dishwasher);
  });
});
