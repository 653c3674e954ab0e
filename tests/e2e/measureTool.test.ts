import { formatLength, lengthUnitLabel } from '@kitchensync/schemas';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  drawWall,
  pressOn,
  shareForViewing,
  signInAsGuestAndCreateSave,
  topViewPoint,
  waitForEditorReady,
  waitForWallCount,
} from './support/editorActions';
import { exportAndImportSave } from './support/exportAndImport';
import { openOwnerAndViewer, type OwnerAndViewer } from './support/ownerAndViewer';

const WAIT_MS = 30_000;
/** Half of what `drawWall` spans, in the top view's pixels: a wall from x = -2 m to x = 2 m. */
const WALL_HALF_PX = 112;

interface MeasurementState {
  id: string;
  start: { x: number; z: number };
  end: { x: number; z: number };
}

function measurementsOf(page: Page): Promise<MeasurementState[]> {
  return page.evaluate(() => {
    const map = window.__kitchensync?.doc?.getMap('measurements');
    // A node's id is its key in the map.
    const nodes = (map?.toJSON() ?? {}) as Record<string, Omit<MeasurementState, 'id'>>;
    return Object.entries(nodes).map(([id, { start, end }]) => ({ id, start, end }));
  });
}

async function wallOf(page: Page) {
  const [wall] = await page.evaluate(() => window.__kitchensync?.walls() ?? []);
  if (wall === undefined) throw new Error('no wall drawn');
  return wall;
}

function labelOf(page: Page, id: string) {
  return page.locator(`.dimension-label[data-measurement-id="${id}"]`);
}

describe('the Measure tool', () => {
  let people: OwnerAndViewer | undefined;
  afterEach(async () => {
    await people?.close();
    people = undefined;
  });

  it('measures from wall end to wall end with snapping, labelled in inches; a viewer sees it live; it moves, deletes and undoes, hides with Measurements, drives its tutorial, and survives export and import', async () => {
    people = await openOwnerAndViewer();
    const { ownerPage: owner, viewerPage: viewer } = people;
    await signInAsGuestAndCreateSave(owner, people.server.url, 'measure@example.com');
    await viewer.goto(await shareForViewing(owner));
    await waitForEditorReady(viewer);
    expect(await viewer.getByRole('button', { name: 'Tools' }).count()).toBe(0);

    await drawWall(owner, WALL_HALF_PX);
    await waitForWallCount(owner, 1);
    const wall = await wallOf(owner);
    // The wall's centre line lies where the click landed, half a pixel off z = 0 when the canvas
    // height is odd: the face is measured from the wall, not from the origin.
    const face = wall.position.z - wall.dimensions.z / 2;
    const wallStart = wall.position;
    const wallEnd = { x: wall.position.x + wall.dimensions.x, z: wall.position.z };

    await owner.locator('canvas').focus();
    await owner.keyboard.press('Control+Alt+T');
    await owner.getByRole('menuitemcheckbox', { name: 'Measure', exact: true }).click();
    await owner.getByText('Click where the measurement starts').waitFor({ timeout: WAIT_MS });
    // A few pixels off each corner of the wall's face: the clicks snap onto the corners.
    const from = await topViewPoint(owner, wallStart.x - 0.05, face - 0.07);
    const to = await topViewPoint(owner, wallEnd.x + 0.06, face - 0.05);
    await owner.mouse.move(from.x, from.y);
    await owner.mouse.click(from.x, from.y);
    await owner.mouse.move(to.x, to.y, { steps: 4 });
    await owner.mouse.click(to.x, to.y);
    await expect.poll(async () => (await measurementsOf(owner)).length).toBe(1);
    const [measured] = await measurementsOf(owner);
    expect(measured!.start.x).toBeCloseTo(wallStart.x, 9);
    expect(measured!.start.z).toBeCloseTo(face, 9);
    expect(measured!.end.x).toBeCloseTo(wallEnd.x, 9);
    expect(measured!.end.z).toBeCloseTo(face, 9);

    const label = `${formatLength(wall.dimensions.x, 'inch')} ${lengthUnitLabel('inch')}`;
    await expect.poll(() => labelOf(owner, measured!.id).textContent()).toBe(label);
    await expect.poll(() => labelOf(viewer, measured!.id).textContent(), { timeout: WAIT_MS }).toBe(label);
    expect(
      await labelOf(viewer, measured!.id).evaluate((element) => getComputedStyle(element).pointerEvents),
    ).toBe('none');

    // Esc ends measuring; the label then drags the measurement one meter down the plan.
    await owner.keyboard.press('Escape');
    await owner
      .getByText('Click where the measurement starts')
      .waitFor({ state: 'hidden', timeout: WAIT_MS });
    await pressOn(owner, labelOf(owner, measured!.id));
    const grip = await labelOf(owner, measured!.id).boundingBox();
    await owner.mouse.move(grip!.x + grip!.width / 2, grip!.y + grip!.height / 2 + 56, { steps: 8 });
    await owner.mouse.up();
    await expect.poll(async () => (await measurementsOf(owner))[0]?.start.z ?? 0).toBeGreaterThan(face + 0.9);
    const [moved] = await measurementsOf(owner);
    expect(moved!.start.z).toBeCloseTo(face + 1, 1);
    expect(moved!.end.z - moved!.start.z).toBeCloseTo(0, 9);

    // Selected (by that press), the Delete key deletes it, for the viewer too; undo walks it back.
    await owner.getByRole('region', { name: 'Measurement' }).waitFor({ timeout: WAIT_MS });
    await owner.keyboard.press('Delete');
    await expect.poll(async () => (await measurementsOf(owner)).length).toBe(0);
    await expect.poll(async () => (await measurementsOf(viewer)).length, { timeout: WAIT_MS }).toBe(0);
    await owner.keyboard.press('Control+Z');
    await expect.poll(async () => (await measurementsOf(owner)).length).toBe(1);
    await owner.keyboard.press('Control+Z');
    await expect.poll(async () => (await measurementsOf(owner))[0]?.start.z).toBeCloseTo(face, 9);
    await owner.keyboard.press('Control+Z');
    await expect.poll(async () => (await measurementsOf(owner)).length).toBe(0);
    await expect.poll(async () => (await measurementsOf(viewer)).length, { timeout: WAIT_MS }).toBe(0);
    expect(await labelOf(viewer, measured!.id).count()).toBe(0);
    await owner.keyboard.press('Control+Shift+Z');
    await expect.poll(() => labelOf(viewer, measured!.id).textContent(), { timeout: WAIT_MS }).toBe(label);

    // The Measurements item hides every measurement and shows them again.
    await owner.keyboard.press('Control+Alt+T');
    await owner.getByRole('menuitemcheckbox', { name: /^Measurements/ }).click();
    await expect.poll(() => labelOf(owner, measured!.id).count()).toBe(0);
    await owner.keyboard.press('Control+Alt+T');
    await owner.getByRole('menuitemcheckbox', { name: /^Measurements/ }).click();
    await expect.poll(() => labelOf(owner, measured!.id).textContent()).toBe(label);

    // The measurement tutorial waits for Measure, then closes when measuring stops.
    await owner.getByRole('button', { name: 'Tutorials' }).click();
    await owner.getByRole('menuitem', { name: /^Measurements/ }).click();
    const tutorial = owner.getByRole('dialog', { name: 'Measurements tutorial' });
    await tutorial.getByText('Start measuring').waitFor({ timeout: WAIT_MS });
    await owner.keyboard.press('Control+Alt+T');
    await owner.getByRole('menuitemcheckbox', { name: 'Measure', exact: true }).click();
    await tutorial.getByRole('button', { name: 'Continue' }).waitFor({ timeout: WAIT_MS });
    await owner.keyboard.press('Escape');
    await tutorial.waitFor({ state: 'hidden', timeout: WAIT_MS });

    // Exported as .msmv and imported as a new save: the measurement is there, labelled the same.
    await exportAndImportSave(owner, {
      baseUrl: people.server.url,
      dataDir: people.dataDir,
      saveName: 'Untitled Save',
      newName: 'Measured copy',
    });
    await expect.poll(() => measurementsOf(owner)).toEqual([measured]);
    await expect.poll(() => labelOf(owner, measured!.id).textContent()).toBe(label);
  });
});
