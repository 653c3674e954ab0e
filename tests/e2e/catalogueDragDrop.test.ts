import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  dragTo,
  drawWall,
  pressOn,
  signInAsGuestAndCreateSave,
  topViewPoint,
  waitForWallCount,
} from './support/editorActions';
import { useProductFixture } from './support/productFixture';

const WAIT_MS = 30_000;

interface ModelSummary {
  id: string;
  name: string;
  x: number;
  z: number;
  turn: number;
  depth: number;
  y: number;
}

function modelsOf(page: Page): Promise<ModelSummary[]> {
  return page.evaluate(() =>
    (window.__kitchensync?.models() ?? []).map((model) => ({
      id: model.id,
      name: model.modelName,
      x: model.position.x,
      z: model.position.z,
      turn: model.rotation.y,
      depth: model.dimensions.depth,
      y: model.position.y,
    })),
  );
}

function selectionOf(page: Page): Promise<readonly string[]> {
  return page.evaluate(() => window.__kitchensync?.selection() ?? []);
}

function previewsShown(page: Page): Promise<number> {
  return page.evaluate(() => window.__kitchensync?.visibleCount('catalogueDropPreview') ?? -1);
}

/** The middle of an element of the page, to let go over it. */
async function middleOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('the element is not on the page');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * A new design with one wall, a 36" sink base dragged against it from the Base panel and an
 * undermount sink dragged from Decorations onto the base: the models as placed.
 */
async function sinkDroppedIntoSinkBase(
  page: Page,
  baseUrl: string,
): Promise<{ base: ModelSummary; sink: ModelSummary }> {
  await signInAsGuestAndCreateSave(page, baseUrl, 'owner@example.com');
  await drawWall(page, 150);
  await waitForWallCount(page, 1);
  const categories = page.getByRole('toolbar', { name: 'Catalogue categories' });

  await categories.getByRole('button', { name: 'Base', exact: true }).click();
  const basePanel = page.getByRole('region', { name: 'Step 2: Base Cabinets' });
  await basePanel.getByRole('searchbox', { name: 'Search Base' }).fill('Sink Base 36');
  const baseTile = basePanel.getByRole('button', { name: /^Sink Base 36"/ }).first();
  await baseTile.waitFor({ timeout: WAIT_MS });
  await dragTo(page, baseTile, await topViewPoint(page, -0.6, 0.35));
  await expect.poll(() => modelsOf(page).then((models) => models.length)).toBe(1);
  const [base] = await modelsOf(page);

  await categories.getByRole('button', { name: 'Decorations', exact: true }).click();
  const decorations = page.getByRole('region', { name: 'Decorations' });
  await decorations.getByRole('searchbox').fill('Undermount Sink');
  const sinkTile = decorations.getByRole('button', { name: /^Undermount Sink/ }).first();
  await sinkTile.waitFor({ timeout: WAIT_MS });
  await dragTo(page, sinkTile, await topViewPoint(page, base!.x, base!.z));
  await expect.poll(() => modelsOf(page).then((models) => models.length)).toBe(2);
  const sink = (await modelsOf(page)).find((model) => model.id !== base!.id)!;
  return { base: base!, sink };
}

describe('dragging from the catalogue', () => {
  const product = useProductFixture('dragdrop');

  it('places a tile let go on the design where it was let go, snapped to the wall there, selected, as one undo step; let go on the side panel or the header it places nothing', async () => {
    const { server } = await product.start();
    const page = await product.newPage();
    await signInAsGuestAndCreateSave(page, server.url, 'owner@example.com');

    // One wall along x through the origin; the room is on its right in the top view, below it (+z).
    await drawWall(page, 150);
    await waitForWallCount(page, 1);
    const wall = await page.evaluate(() => {
      const [drawn] = window.__kitchensync!.walls();
      return { z: drawn!.position.z, thickness: drawn!.dimensions.z };
    });

    await page
      .getByRole('toolbar', { name: 'Catalogue categories' })
      .getByRole('button', { name: 'Base', exact: true })
      .click();
    const panel = page.getByRole('region', { name: 'Step 2: Base Cabinets' });
    await panel.getByRole('button', { name: /^Sink \(\d+\)$/ }).click();
    const sinkTile = panel.getByRole('button', { name: /Sink Base \d+"/ }).first();
    await sinkTile.waitFor({ timeout: WAIT_MS });
    const sinkName = (await sinkTile.locator('.model-tile-name').textContent()) ?? '';

    // Held over the design, a footprint shows where it will land; over the side panel it goes.
    const leftDrop = await topViewPoint(page, -1.2, 0.35);
    const sidePanel = await middleOf(page.locator('aside.side-panel'));
    await pressOn(page, sinkTile);
    await page.mouse.move(leftDrop.x, leftDrop.y, { steps: 10 });
    await expect.poll(() => previewsShown(page)).toBe(1);
    await page.mouse.move(sidePanel.x, sidePanel.y, { steps: 5 });
    await expect.poll(() => previewsShown(page)).toBe(0);
    expect(await modelsOf(page)).toEqual([]);

    // Let go 0.35 m in front of the wall, left of the middle (then right of it).
    await page.mouse.move(leftDrop.x, leftDrop.y, { steps: 5 });
    await expect.poll(() => previewsShown(page)).toBe(1);
    await page.mouse.up();
    await expect.poll(() => modelsOf(page).then((models) => models.length)).toBe(1);
    const [left] = await modelsOf(page);
    expect(left!.name).toBe(sinkName);
    expect(left!.x).toBeCloseTo(-1.2, 1);
    // Snapped back to the wall and facing the room.
    expect(left!.z).toBeCloseTo(wall.z + wall.thickness / 2 + left!.depth / 2, 3);
    expect(Math.cos(left!.turn)).toBeCloseTo(1, 6);
    expect(await selectionOf(page)).toEqual([left!.id]);
    expect(await previewsShown(page)).toBe(0);

    await dragTo(page, sinkTile, await topViewPoint(page, 1.2, 0.35));
    await expect.poll(() => modelsOf(page).then((models) => models.length)).toBe(2);
    const right = (await modelsOf(page)).find((model) => model.id !== left!.id)!;
    expect(right.x).toBeCloseTo(1.2, 1);
    expect(await selectionOf(page)).toEqual([right.id]);
    expect(await page.evaluate(() => window.__kitchensync?.undoState())).toMatchObject({
      canUndo: true,
      undoLabel: 'Added Model',
    });

    // Let go on the side panel, then on the header: nothing. The drop after them is the only one placed.
    await dragTo(page, sinkTile, sidePanel);
    await dragTo(page, sinkTile, await middleOf(page.locator('header.toolbar .brand')));
    await dragTo(page, sinkTile, await topViewPoint(page, 0, 0.35));
    // Drops are handled in order, so a third model here means the two before it placed nothing.
    await expect.poll(() => modelsOf(page).then((models) => models.length)).toBe(3);

    // One drop is one undo step.
    await page.keyboard.press('Control+z');
    await expect
      .poll(() => modelsOf(page).then((models) => models.map((model) => model.id).sort()))
      .toEqual([left!.id, right.id].sort());

    // A click on a tile still places the model, without a drag.
    await sinkTile.click();
    await expect.poll(() => modelsOf(page).then((models) => models.length)).toBe(3);

    // In 3D a drop lands on the floor under the pointer too.
    await page.getByRole('button', { name: '3D' }).click();
    await page.waitForFunction(() => window.__kitchensync?.viewMode === 'perspective');
    const canvas = await middleOf(page.locator('canvas'));
    await dragTo(page, sinkTile, canvas);
    await expect.poll(() => modelsOf(page).then((models) => models.length)).toBe(4);
  });

  it('ignores a dragged appliance kind without a default model and says how to set one; with a favorite set, the kind places it', async () => {
    const { server } = await product.start();
    const page = await product.newPage();
    await signInAsGuestAndCreateSave(page, server.url, 'owner@example.com');

    await page
      .getByRole('toolbar', { name: 'Catalogue categories' })
      .getByRole('button', { name: 'Appliances', exact: true })
      .click();
    const menu = page.getByRole('region', { name: 'Step 3: Appliances' });
    await menu.getByRole('button', { name: 'All finishes' }).click();
    const kind = menu.getByRole('button', { name: 'Dishwasher and dryer' });
    await kind.waitFor({ timeout: WAIT_MS });

    await dragTo(page, kind, await topViewPoint(page, 0, 0));
    // The refusal shows over the design, where the drop was.
    const notice = page.locator('main.viewport').getByRole('status');
    await notice.waitFor({ timeout: WAIT_MS });
    expect(await notice.textContent()).toContain(
      'No default dishwasher and dryer is set. Right-click one in the appliance menu and choose Select as favorite',
    );
    expect(await modelsOf(page)).toEqual([]);
    // The drag did not pick the kind: the menu is still on its step 2.
    await menu.getByText('Step 2 of', { exact: false }).waitFor();

    await kind.click();
    const dishwasher = menu.getByRole('region', { name: 'Models' }).getByRole('button').first();
    await dishwasher.waitFor({ timeout: WAIT_MS });
    const dishwasherName = (await dishwasher.locator('.model-tile-name').textContent()) ?? '';
    await dishwasher.click({ button: 'right' });
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/userData/favoriteAppliance') && response.ok(),
    );
    await page.getByRole('menuitem', { name: 'Select as favorite' }).click();
    await saved;
    await menu.getByRole('button', { name: 'Back' }).click();

    // The next drag clears the refusal.
    await dragTo(page, kind, await topViewPoint(page, 1, 0.5));
    await notice.waitFor({ state: 'detached', timeout: WAIT_MS });
    await expect
      .poll(() => modelsOf(page).then((models) => models.map((model) => model.name)))
      .toEqual([dishwasherName]);
  });

  it('drops a sink into a sink base; the base duplicated brings a copy of the sink seated in its copy, deleted takes its sink along, and one undo brings both back', async () => {
    const { server } = await product.start();
    const page = await product.newPage();
    const { base, sink } = await sinkDroppedIntoSinkBase(page, server.url);
    // Dropped into the base's top, centred across it, not beside it or on the floor.
    expect(sink.x).toBeCloseTo(base!.x, 3);
    expect(sink.y).toBeGreaterThan(0.5);

    // The base picked by its side, clear of the sink, and duplicated: the copy has its own sink.
    const side = await topViewPoint(page, base!.x - 0.42, base!.z);
    await page.mouse.click(side.x, side.y);
    await expect.poll(() => selectionOf(page)).toEqual([base!.id]);
    await page
      .getByRole('region', { name: 'Selected model' })
      .getByRole('button', { name: 'Duplicate' })
      .click();
    await expect.poll(() => modelsOf(page).then((models) => models.length)).toBe(4);
    const [copyId] = await selectionOf(page);
    const all = await modelsOf(page);
    const copy = all.find((model) => model.id === copyId)!;
    const sinkCopy = all.find((model) => ![base!.id, sink.id, copyId].includes(model.id))!;
    expect(copy.name).toBe(base!.name);
    expect(sinkCopy.name).toBe(sink.name);
    expect(copy.x - base!.x).toBeGreaterThan(0.8);
    expect(sinkCopy.x - copy.x).toBeCloseTo(sink.x - base!.x, 3);
    expect(sinkCopy.z).toBeCloseTo(sink.z, 3);
    expect(sinkCopy.y).toBeCloseTo(sink.y, 6);

    // The copy deleted with the Delete key takes its sink with it; one undo brings both back.
    await page.keyboard.press('Delete');
    await expect
      .poll(() => modelsOf(page).then((models) => models.map((model) => model.id).sort()))
      .toEqual([base!.id, sink.id].sort());
    await page.keyboard.press('Control+z');
    await expect
      .poll(() => modelsOf(page).then((models) => models.map((model) => model.id).sort()))
      .toEqual([base!.id, sink.id, copyId!, sinkCopy.id].sort());
  });

  it('turns a sink seated in a sink base with the base when the base is rotated, about the base centre, and one undo puts both back', async () => {
    const { server } = await product.start();
    const page = await product.newPage();
    const { base, sink } = await sinkDroppedIntoSinkBase(page, server.url);
    expect(sink.x).toBeCloseTo(base!.x, 3);

    // The base picked by its side, clear of the sink, and turned a quarter with the Rotate button.
    const side = await topViewPoint(page, base!.x - 0.42, base!.z);
    await page.mouse.click(side.x, side.y);
    await expect.poll(() => selectionOf(page)).toEqual([base!.id]);
    await page
      .getByRole('region', { name: 'Selected model' })
      .getByRole('button', { name: 'Rotate 90°' })
      .click();
    const turned = async () => (await modelsOf(page)).find((model) => model.id === base!.id)!;
    await expect.poll(async () => Math.sin((await turned()).turn)).toBeCloseTo(1, 9);
    const after = await modelsOf(page);
    const baseAfter = after.find((model) => model.id === base!.id)!;
    const sinkAfter = after.find((model) => model.id === sink.id)!;
    // Turned a quarter counter-clockwise seen from above: its width runs along -z, its depth along +x,
    // and the sink keeps its place in it, turned as it is.
    const along = sink.x - base!.x;
    const across = sink.z - base!.z;
    expect(sinkAfter.x - baseAfter.x).toBeCloseTo(across, 6);
    expect(sinkAfter.z - baseAfter.z).toBeCloseTo(-along, 6);
    expect(sinkAfter.y).toBeCloseTo(sink.y, 6);
    expect(Math.sin(sinkAfter.turn - sink.turn)).toBeCloseTo(1, 9);
    expect(await page.evaluate(() => window.__kitchensync?.undoState()?.undoLabel)).toBe('Rotated Models');

    // One undo puts the base and its sink back as they were.
    await page.keyboard.press('Control+z');
    await expect
      .poll(async () => (await modelsOf(page)).find((model) => model.id === sink.id)!.z)
      .toBeCloseTo(sink.z, 9);
    const undone = await modelsOf(page);
    expect(undone.find((model) => model.id === base!.id)!.turn).toBeCloseTo(base!.turn, 9);
    expect(undone.find((model) => model.id === sink.id)!.x).toBeCloseTo(sink.x, 9);
  });
});
