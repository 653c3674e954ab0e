import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  chooseTool,
  shareForViewing,
  showView,
  signInAsGuestAndCreateSave,
  topViewPoint,
  waitForEditorReady,
  waitForWallCount,
} from './support/editorActions';
import { exportAndImportSave } from './support/exportAndImport';
import { openOwnerAndViewer, type OwnerAndViewer } from './support/ownerAndViewer';
import { useProductFixture } from './support/productFixture';
import { brightnessAround } from './support/sceneSampling';

const WAIT_MS = 30_000;
const METERS_PER_INCH = 0.0254;
/** The walls' default height, 96 inches: where a light hangs in a room without walls. */
const CEILING = 96 * METERS_PER_INCH;
const CAP_MESSAGE = 'Only 12 lights that cast shadows may be placed.';

interface LightState {
  id: string;
  x: number;
  y: number;
  z: number;
  intensity: number;
  shadow: boolean;
}

/** The document's lights, in id order, straight from the save's Y.Doc. */
function lightsOf(page: Page): Promise<LightState[]> {
  return page.evaluate(() => {
    const map = window.__kitchensync?.doc?.getMap('pointLights');
    const entries = Object.entries((map?.toJSON() ?? {}) as Record<string, Omit<LightState, 'id'>>);
    return entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([id, light]) => ({
        id,
        x: light.x,
        y: light.y,
        z: light.z,
        intensity: light.intensity,
        shadow: light.shadow,
      }));
  });
}

const shadowCount = async (page: Page) => (await lightsOf(page)).filter((light) => light.shadow).length;

async function clickFloor(page: Page, x: number, z: number): Promise<void> {
  const point = await topViewPoint(page, x, z);
  await page.mouse.click(point.x, point.y);
}

const toggleLightsTool = (page: Page) => chooseTool(page, 'Lights');

describe('lights in 3D', () => {
  const product = useProductFixture('lights3d');

  it('a light dragged in 2D brightens the wall in front of it in the 3D view, and no longer once switched off', async () => {
    const { server } = await product.start();
    const page = await product.newPage({ width: 900, height: 600 });
    await signInAsGuestAndCreateSave(page, server.url, 'lit@example.com');
    await page.getByRole('button', { name: 'Solid Wall' }).click();
    for (const x of [-2, 2]) await clickFloor(page, x, -1);
    await page.keyboard.press('Escape');
    await waitForWallCount(page, 1);

    // The middle of the wall's face towards the room (and the 3D camera), a meter up.
    const wallFace = { x: 0, y: 1, z: -0.9 };
    await showView(page, '3D');
    const unlit = await brightnessAround(page, wallFace);

    await showView(page, '2D');
    await toggleLightsTool(page);
    await clickFloor(page, -1, -0.4);
    await expect.poll(async () => (await lightsOf(page)).length).toBe(1);
    await page.keyboard.press('Escape');
    // Dragged by its symbol in the top view, the light moves in one step.
    const from = await topViewPoint(page, -1, -0.4);
    const to = await topViewPoint(page, 0, -0.4);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await lightsOf(page))[0]?.x).toBeCloseTo(0, 1);
    expect((await lightsOf(page))[0]?.z).toBeCloseTo(-0.4, 1);
    expect(await page.evaluate(() => window.__kitchensync?.undoState()?.undoLabel)).toBe('Moved light');
    const panel = page.getByRole('region', { name: 'Light' });
    await panel.getByLabel('Intensity').fill('3');
    await panel.getByLabel('Intensity').press('Enter');
    await expect.poll(async () => (await lightsOf(page))[0]?.intensity).toBe(3);

    await showView(page, '3D');
    await expect.poll(() => brightnessAround(page, wallFace)).toBeGreaterThan(unlit + 20);
    await panel.getByLabel('Visible').uncheck();
    await expect.poll(async () => Math.abs((await brightnessAround(page, wallFace)) - unlit)).toBeLessThan(4);
  });
});

describe('lights', () => {
  let people: OwnerAndViewer | undefined;
  afterEach(async () => {
    await people?.close();
    people = undefined;
  });

  it('the owner places and edits lights a viewer sees live, undoes an edit, is refused a thirteenth shadow light in the spec’s words, and the lights survive export and import', async () => {
    people = await openOwnerAndViewer();
    const { ownerPage, viewerPage } = people;
    await ownerPage.setViewportSize({ width: 900, height: 600 });
    await signInAsGuestAndCreateSave(ownerPage, people.server.url, 'lights@example.com');
    await viewerPage.goto(await shareForViewing(ownerPage));
    await waitForEditorReady(viewerPage);

    // The Lights tool stays on: each click hangs a light at ceiling height and selects it.
    await toggleLightsTool(ownerPage);
    await ownerPage
      .getByText('Click in the design to place a light. Esc ends.')
      .waitFor({ timeout: WAIT_MS });
    await clickFloor(ownerPage, -1.5, 0);
    await expect.poll(async () => (await lightsOf(ownerPage)).length).toBe(1);
    await clickFloor(ownerPage, 1.5, 0);
    await expect.poll(async () => (await lightsOf(ownerPage)).length).toBe(2);
    await ownerPage.keyboard.press('Escape');
    await ownerPage
      .getByText('Click in the design to place a light. Esc ends.')
      .waitFor({ state: 'detached' });
    const placed = await lightsOf(ownerPage);
    for (const light of placed) {
      expect(light.y).toBeCloseTo(CEILING, 6);
      expect(light.intensity).toBe(1);
      expect(light.shadow).toBe(false);
    }
    expect(placed.map((light) => Math.round(light.x * 10) / 10).sort()).toEqual([-1.5, 1.5]);
    const right = placed.find((light) => light.x > 0)!;
    expect(await ownerPage.evaluate(() => window.__kitchensync?.selection())).toEqual([right.id]);

    // The Light panel edits intensity and height (in inches, the person's unit): one step each.
    const panel = ownerPage.getByRole('region', { name: 'Light' });
    await panel.getByLabel('Intensity').fill('2.5');
    await panel.getByLabel('Intensity').press('Enter');
    await panel.getByLabel('Height').fill('84');
    await panel.getByLabel('Height').press('Enter');
    await expect
      .poll(async () => (await lightsOf(ownerPage)).find((light) => light.id === right.id))
      .toMatchObject({ intensity: 2.5, y: 84 * METERS_PER_INCH });
    expect(await ownerPage.evaluate(() => window.__kitchensync?.undoState()?.undoLabel)).toBe(
      'Changed light',
    );

    // The viewer sees both lights live, drawn, and has no Lights tool or panel.
    await expect
      .poll(async () => (await lightsOf(viewerPage)).find((light) => light.id === right.id)?.intensity)
      .toBe(2.5);
    expect(await viewerPage.evaluate(() => window.__kitchensync?.renderedCount('pointLight'))).toBe(2);
    expect(await viewerPage.getByRole('button', { name: 'Tools', exact: true }).count()).toBe(0);
    const viewerSees = await topViewPoint(viewerPage, 1.5, 0);
    await viewerPage.mouse.click(viewerSees.x, viewerSees.y);
    expect(await viewerPage.getByRole('region', { name: 'Light' }).count()).toBe(0);

    // Ctrl+Z takes back the height, then the intensity; the viewer follows.
    await ownerPage.keyboard.press('Control+Z');
    await expect
      .poll(async () => (await lightsOf(ownerPage)).find((light) => light.id === right.id)?.y)
      .toBeCloseTo(CEILING, 6);
    await ownerPage.keyboard.press('Control+Z');
    await expect
      .poll(async () => (await lightsOf(viewerPage)).find((light) => light.id === right.id)?.intensity)
      .toBe(1);

    // Twelve lights may cast shadows: the two placed (chosen by a click on their symbols) and ten more.
    for (const light of placed) {
      await clickFloor(ownerPage, light.x, light.z);
      // Said as the selection, so a click that missed its symbol names what it selected instead.
      await expect
        .poll(() => ownerPage.evaluate(() => window.__kitchensync?.selection()), {
          message: `a click on the light at x ${light.x} selects it`,
        })
        .toEqual([light.id]);
      await panel.getByLabel('Cast shadows').check();
    }
    await toggleLightsTool(ownerPage);
    const spots = Array.from({ length: 11 }, (_, index) => ({
      x: -2.5 + (index % 6),
      z: index < 6 ? -1.5 : 1.5,
    }));
    for (const spot of spots.slice(0, 10)) {
      const count = (await lightsOf(ownerPage)).length;
      await clickFloor(ownerPage, spot.x, spot.z);
      await expect.poll(async () => (await lightsOf(ownerPage)).length).toBe(count + 1);
      await panel.getByLabel('Cast shadows').check();
    }
    await expect.poll(() => shadowCount(ownerPage)).toBe(12);
    // The thirteenth is refused with the spec's sentence and changes nothing.
    await clickFloor(ownerPage, spots[10]!.x, spots[10]!.z);
    await expect.poll(async () => (await lightsOf(ownerPage)).length).toBe(13);
    await panel.getByLabel('Cast shadows').click();
    await panel.getByRole('alert').filter({ hasText: CAP_MESSAGE }).waitFor({ timeout: WAIT_MS });
    expect(await panel.getByLabel('Cast shadows').isChecked()).toBe(false);
    expect(await shadowCount(ownerPage)).toBe(12);
    await ownerPage.keyboard.press('Escape');
    await expect.poll(() => shadowCount(viewerPage)).toBe(12);
    expect(await viewerPage.evaluate(() => window.__kitchensync?.renderedCount('pointLight'))).toBe(13);

    // Exported and imported, the save keeps every light as it was.
    const before = await lightsOf(ownerPage);
    const exported = await exportAndImportSave(ownerPage, {
      baseUrl: people.server.url,
      dataDir: people.dataDir,
      saveName: 'Untitled Save',
      newName: 'Lit kitchen',
    });
    const file = JSON.parse(await readFile(exported, 'utf8')) as { data: { pointLights: unknown[] } };
    expect(file.data.pointLights).toHaveLength(13);
    const strip = (lights: LightState[]) =>
      lights
        .map(({ x, y, z, intensity, shadow }) => ({ x, y, z, intensity, shadow }))
        .sort((a, b) => a.x - b.x || a.z - b.z);
    expect(strip(await lightsOf(ownerPage))).toEqual(strip(before));
    expect(await ownerPage.evaluate(() => window.__kitchensync?.renderedCount('pointLight'))).toBe(13);

    // Selected, a light goes with the Delete key.
    await clickFloor(ownerPage, -1.5, 0);
    await ownerPage.getByRole('region', { name: 'Light' }).waitFor({ timeout: WAIT_MS });
    await ownerPage.keyboard.press('Delete');
    await expect.poll(async () => (await lightsOf(ownerPage)).length).toBe(12);
    expect(people.cspViolations()).toEqual([]);
  });
});
