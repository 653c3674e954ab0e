import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { designNodesOf } from './support/designNodes';
import {
  chooseTool,
  setGeneralAccess,
  shareWithCoworkerEditor,
  showView,
  topViewPoint,
  waitForWallCount,
} from './support/editorActions';
import { exportAndImportSave } from './support/exportAndImport';
import { openOwnerAndViewer, type OwnerAndViewer } from './support/ownerAndViewer';
import { colourDistance, colourfulness, pixelAt, screenPointOf } from './support/pagePixels';

const WAIT_MS = 30_000;
const INCH = 0.0254;
const WINDOW_NAME = 'Single-hung Window 36" x 48"';
const DOOR_NAME = 'Interior Door 32"';

/** Sorted keys all the way down, so two replicas of the same content print the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What this journey changes in the document, as one page's replica holds it. */
async function roomState(page: Page): Promise<string> {
  const [walls, openings, measurements, pointLights] = await Promise.all(
    (['walls', 'openings', 'measurements', 'pointLights'] as const).map((map) => designNodesOf(page, map)),
  );
  return stableJson({ walls, openings, measurements, pointLights });
}

async function clickFloor(page: Page, x: number, z: number): Promise<void> {
  const point = await topViewPoint(page, x, z);
  await page.mouse.click(point.x, point.y);
}

describe('the room complete: doors, windows, the Measure tool and lights', () => {
  let people: OwnerAndViewer | undefined;
  afterEach(async () => {
    await people?.close();
    people = undefined;
  });

  it('an owner places a door and a window, edits the window, measures to it and lights the room, a coworker editor sees each step live, undo walks it back and redo forward, export and import keep it, the 3D wall has a hole, and a viewer can do none of it', async () => {
    people = await openOwnerAndViewer();
    const { ownerPage: owner, viewerPage: coworker } = people;
    await owner.setViewportSize({ width: 900, height: 600 });
    await shareWithCoworkerEditor(owner, coworker, people.server.url);
    expect(await coworker.evaluate(() => window.__kitchensync?.role)).toBe('editor');

    // Two connected walls: along the back (z = -1) and down the right side.
    await owner.getByRole('button', { name: 'Solid Wall' }).click();
    for (const [x, z] of [
      [-2, -1],
      [2, -1],
      [2, 1.5],
    ] as const)
      await clickFloor(owner, x, z);
    await owner.keyboard.press('Escape');
    await waitForWallCount(coworker, 2);
    const walls = await owner.evaluate(() => window.__kitchensync?.walls() ?? []);
    const back = walls.find((wall) => Math.abs(wall.angle) < 1e-9)!;
    const side = walls.find((wall) => wall.id !== back.id)!;

    // Each step the owner takes reaches the coworker as it is: the states seen, in order.
    const seen: string[] = [await roomState(owner)];
    const step = async (label: string, act: () => Promise<void>) => {
      await act();
      await expect.poll(() => roomState(owner), { message: `${label} (owner)` }).not.toBe(seen.at(-1));
      const now = await roomState(owner);
      await expect
        .poll(() => roomState(coworker), { message: `${label} (coworker)`, timeout: WAIT_MS })
        .toBe(now);
      seen.push(now);
    };
    const openingOn = async (wall: { id: string }) => {
      const nodes = Object.entries(await designNodesOf(owner, 'openings'));
      const [id, node] = nodes.find(([, candidate]) => candidate.wall_id === wall.id)!;
      return { ...node, id };
    };

    await step('door placed', async () => {
      await owner.getByRole('region', { name: 'Add Doors' }).getByRole('button', { name: DOOR_NAME }).click();
      await owner.getByText(`Please click on a wall to place ${DOOR_NAME}`).waitFor({ timeout: WAIT_MS });
      await clickFloor(owner, side.position.x, 0.25);
    });
    await step('window placed', async () => {
      await owner
        .getByRole('region', { name: 'Add Windows' })
        .getByRole('button', { name: WINDOW_NAME })
        .click();
      await clickFloor(owner, -0.5, back.position.z);
    });
    const door = await openingOn(side);
    const windowId = (await openingOn(back)).id;
    expect(door).toMatchObject({ kind: 'Interior Door', position: { y: 0 } });
    expect(await owner.evaluate(() => window.__kitchensync?.selection())).toEqual([windowId]);

    // The Edit Opening popup: a width typed as a fraction of inches, a scenery.
    const panel = owner.getByRole('region', { name: 'Edit Opening' });
    // Submit applies the width still being typed and closes the popup; a click on the window opens it again.
    await step('window widened', async () => {
      await panel.getByLabel('Width', { exact: true }).fill('24 1/2');
      await panel.getByRole('button', { name: 'Submit' }).click();
    });
    await panel.waitFor({ state: 'detached', timeout: WAIT_MS });
    const windowNode = async () => (await designNodesOf(owner, 'openings'))[windowId]!;
    expect((await windowNode()).dimensions).toMatchObject({ x: expect.closeTo(24.5 * INCH, 9) });
    await clickFloor(owner, -0.5, back.position.z);
    await panel.waitFor({ timeout: WAIT_MS });
    await step('scenery chosen', async () => {
      await panel.getByLabel('Scenery').selectOption('Garden');
    });

    // In 3D the back wall is cut: through the window's hole the garden shows, beside it the wall.
    await showView(owner, '3D');
    const window3d = await windowNode();
    const left = window3d.position as { x: number; y: number };
    const size = window3d.dimensions as { x: number; y: number };
    const holeX = back.position.x + left.x + size.x / 2;
    const holeY = left.y + size.y * 0.8;
    const throughHole = await screenPointOf(owner, { x: holeX, y: holeY, z: back.position.z });
    const onWall = await screenPointOf(owner, { x: holeX - size.x, y: holeY, z: back.position.z });
    await expect.poll(async () => colourfulness(await pixelAt(owner, throughHole))).toBeGreaterThan(30);
    const wallColour = await pixelAt(owner, onWall);
    expect(colourfulness(wallColour)).toBeLessThan(10);
    expect(colourDistance(await pixelAt(owner, throughHole), wallColour)).toBeGreaterThan(30);

    await step('window turned', () => panel.getByRole('button', { name: 'Rotate Inverse' }).click());
    expect((await windowNode()).angle).toBeCloseTo(Math.PI, 9);
    await showView(owner, '2D');

    // Measured from the back wall's start, on its room face, to the window's left side.
    const face = back.position.z + back.dimensions.z / 2;
    const windowLeft = back.position.x + ((await windowNode()).position as { x: number }).x;
    await step('measured', async () => {
      await chooseTool(owner, 'Measure');
      await clickFloor(owner, back.position.x + 0.03, face + 0.04);
      await clickFloor(owner, windowLeft + 0.03, face + 0.03);
      await owner.keyboard.press('Escape');
    });
    const [measurement] = Object.values(await designNodesOf(owner, 'measurements'));
    expect(measurement).toMatchObject({
      start: { x: expect.closeTo(back.position.x, 9), z: expect.closeTo(face, 9) },
      end: { x: expect.closeTo(windowLeft, 9), z: expect.closeTo(face, 9) },
    });

    // Two lights, the second (selected as it is placed) made brighter.
    await chooseTool(owner, 'Lights');
    await step('first light', () => clickFloor(owner, -1, 0.5));
    await step('second light', () => clickFloor(owner, 1, 0.5));
    await owner.keyboard.press('Escape');
    await step('light edited', async () => {
      const intensity = owner.getByRole('region', { name: 'Light' }).getByLabel('Intensity');
      await intensity.fill('2.5');
      await intensity.press('Enter');
    });
    expect(
      Object.values(await designNodesOf(coworker, 'pointLights'))
        .map((light) => light.intensity)
        .sort(),
    ).toEqual([1, 2.5]);

    // Undo walks every step back, redo brings each again; the coworker follows to either end.
    const walked = seen.length - 1;
    for (let index = walked - 1; index >= 0; index -= 1) {
      await owner.keyboard.press('Control+z');
      await expect.poll(() => roomState(owner)).toBe(seen[index]);
    }
    await expect.poll(() => roomState(coworker), { timeout: WAIT_MS }).toBe(seen[0]);
    for (let index = 1; index <= walked; index += 1) {
      await owner.keyboard.press('Control+Shift+z');
      await expect.poll(() => roomState(owner)).toBe(seen[index]);
    }
    await expect.poll(() => roomState(coworker), { timeout: WAIT_MS }).toBe(seen[walked]);
    const finished = seen.at(-1)!;

    // Lowered to a viewer, the coworker can do none of it.
    await setGeneralAccess(owner, 'Anyone with the link can view');
    await coworker.waitForFunction(() => window.__kitchensync?.role === 'viewer', undefined, {
      timeout: WAIT_MS,
    });
    for (const region of ['Add Doors', 'Add Windows', 'Add openings'])
      expect(await coworker.getByRole('region', { name: region }).count()).toBe(0);
    expect(await coworker.getByRole('button', { name: 'Tools', exact: true }).count()).toBe(0);
    await clickFloor(coworker, -0.5, back.position.z);
    expect(await coworker.getByRole('button', { name: 'Rotate Inverse' }).count()).toBe(0);
    await clickFloor(coworker, 1, 0.5);
    expect(await coworker.getByRole('region', { name: 'Light' }).count()).toBe(0);
    await coworker.keyboard.press('Delete');
    await coworker.keyboard.press('Control+z');
    expect(await roomState(coworker)).toBe(finished);
    expect(await roomState(owner)).toBe(finished);

    // Exported as .msmv and imported as a new save, the room is all there.
    await exportAndImportSave(owner, {
      baseUrl: people.server.url,
      dataDir: people.dataDir,
      saveName: 'Untitled Save',
      newName: 'Finished room',
    });
    await expect.poll(() => roomState(owner)).toBe(finished);
  });
});
