import { SettingsSchema, lengthUnitLabel, readTypedLength } from '@kitchensync/schemas';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsGuestAndCreateSave, topViewPoint, waitForWallCount, wallsOf } from './support/editorActions';
import { useProductFixture } from './support/productFixture';

const WAIT_MS = 30_000;
/** The Fit button leaves this many pixels free around the design (`FIT_MARGIN_PX`). */
const FIT_MARGIN_PX = 40;
/** Three walls of a room, meters on the floor: along the back, down the right, along the front. */
const CORNERS = [
  { x: -2, z: -1.5 },
  { x: 2, z: -1.5 },
  { x: 2, z: 1.5 },
  { x: -2, z: 1.5 },
] as const;

type ScreenPoint = { x: number; y: number };

function screenPoint(page: Page, point: { x: number; y: number; z: number }): Promise<ScreenPoint> {
  return page.evaluate((at) => window.__kitchensync!.screenPoint(at)!, point);
}

/**
 * Where a point shows once the camera has come to rest (the 3D view's orbit eases out). The easing
 * takes a number of frames, not of seconds: on a loaded machine drawing a few frames a second it
 * outlasted 15 s, so the wait gives it a minute and still returns as soon as the camera rests.
 */
async function restingScreenPoint(
  page: Page,
  point: { x: number; y: number; z: number },
): Promise<ScreenPoint> {
  let previous = await screenPoint(page, point);
  for (let attempt = 0; attempt < 240; attempt++) {
    await page.waitForTimeout(250);
    const now = await screenPoint(page, point);
    if (Math.hypot(now.x - previous.x, now.y - previous.y) < 0.05) return now;
    previous = now;
  }
  throw new Error('the camera never came to rest');
}

const selection = (page: Page) => page.evaluate(() => [...(window.__kitchensync?.selection() ?? [])]);

/** The plan's pixels per meter now, read from the camera. */
async function planScale(page: Page): Promise<number> {
  const [origin, meter] = await Promise.all([topViewPoint(page, 0, 0), topViewPoint(page, 1, 0)]);
  return meter.x - origin.x;
}

async function settleIn(page: Page, view: '2D' | '3D'): Promise<void> {
  const mode = view === '2D' ? 'top' : 'perspective';
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: view }).click();
  await page.waitForFunction((expected) => window.__kitchensync?.viewMode === expected, mode, {
    timeout: WAIT_MS,
  });
}

describe('navigating the plan and the 3D view', () => {
  const product = useProductFixture('plan-navigation');

  it('zooms about the pointer, pans by dragging empty floor, fits the walls, keeps the 3D camera, never selects on an orbit drag, clears the selection on Esc and shows a wall length while drawing', async () => {
    const { server } = await product.start();
    const page = await product.newPage({ width: 1280, height: 800 });
    await signInAsGuestAndCreateSave(page, server.url, 'navigator@example.com');
    const unit = SettingsSchema.parse({}).measurementUnits;

    // Drawing: the rubber band's length shows beside it, in the person's unit, before the click.
    await page.getByRole('button', { name: 'Solid Wall' }).click();
    const lengthLabel = page.locator('.drawing-wall-length');
    // The pointer lands on whole pixels: each corner is clicked on the pixel nearest to it, and the
    // length expected is the one between the floor points those pixels show.
    const scale = await planScale(page);
    const landed: { x: number; z: number }[] = [];
    for (const [index, corner] of CORNERS.entries()) {
      const exact = await topViewPoint(page, corner.x, corner.z);
      const at = { x: Math.round(exact.x), y: Math.round(exact.y) };
      landed.push({ x: corner.x + (at.x - exact.x) / scale, z: corner.z + (at.y - exact.y) / scale });
      await page.mouse.move(at.x, at.y, { steps: 4 });
      if (index > 0) {
        const [from, to] = [landed[index - 1]!, landed[index]!];
        const length = Math.hypot(to.x - from.x, to.z - from.z);
        // Within a pixel: where the browser puts a whole-pixel pointer on a canvas that starts on a
        // fraction of a pixel is not the test's to know to the millimetre.
        const shownMeters = async () => {
          const text = (await lengthLabel.textContent()) ?? '';
          expect(text.endsWith(` ${lengthUnitLabel(unit)}`)).toBe(true);
          const typed = readTypedLength(text, unit);
          return typed?.ok === true ? typed.meters : Number.NaN;
        };
        await expect.poll(async () => Math.abs((await shownMeters()) - length)).toBeLessThan(1 / scale);
        await page.mouse.click(at.x, at.y);
        await waitForWallCount(page, index);
        const nearest = Math.min(...(await wallsOf(page)).map((wall) => Math.abs(wall.length - length)));
        expect(nearest).toBeLessThan(1 / scale);
      } else {
        await page.mouse.click(at.x, at.y);
      }
    }
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await lengthLabel.waitFor({ state: 'detached', timeout: WAIT_MS });
    expect(await wallsOf(page)).toHaveLength(3);

    // The wheel zooms about the pointer: the floor point under it stays under it.
    const anchor = { x: 1, y: 0, z: 0.5 };
    const pointer = await screenPoint(page, anchor);
    const scaleBefore = await planScale(page);
    await page.mouse.move(pointer.x, pointer.y);
    await page.mouse.wheel(0, -400);
    await expect.poll(() => planScale(page)).toBeGreaterThan(scaleBefore * 1.5);
    const afterZoom = await screenPoint(page, anchor);
    expect(afterZoom.x).toBeCloseTo(pointer.x, 0);
    expect(afterZoom.y).toBeCloseTo(pointer.y, 0);

    // A click on the wall selects it, a click on empty floor clears it: both still clicks.
    const onWall = await topViewPoint(page, 0, -1.5);
    await page.mouse.click(onWall.x, onWall.y);
    await expect.poll(() => selection(page)).toHaveLength(1);
    const emptyFloor = await topViewPoint(page, 0.5, 0);
    await page.mouse.click(emptyFloor.x, emptyFloor.y);
    await expect.poll(() => selection(page)).toEqual([]);

    // Dragging empty floor pans: the floor follows the pointer, and the drag selects and draws nothing.
    const beforePan = await screenPoint(page, anchor);
    await page.mouse.move(emptyFloor.x, emptyFloor.y);
    await page.mouse.down();
    await page.mouse.move(emptyFloor.x - 60, emptyFloor.y + 30, { steps: 5 });
    await page.mouse.move(emptyFloor.x - 120, emptyFloor.y + 60, { steps: 5 });
    await page.mouse.up();
    const afterPan = await screenPoint(page, anchor);
    expect(afterPan.x - beforePan.x).toBeCloseTo(-120, 0);
    expect(afterPan.y - beforePan.y).toBeCloseTo(60, 0);
    expect(await selection(page)).toEqual([]);
    expect(await wallsOf(page)).toHaveLength(3);

    // Fit shows the walls whole, centred, as large as the view allows within its margin.
    const fit = page.getByRole('button', { name: 'Fit the plan to the design' });
    expect(await fit.getAttribute('title')).toBeTruthy();
    await fit.click();
    // The walls' outer faces: their ends widened by half their depth.
    const halfDepth = await page.evaluate(() => window.__kitchensync!.walls()[0]!.dimensions.z / 2);
    const [left, right] = [Math.min(...landed.map(({ x }) => x)), Math.max(...landed.map(({ x }) => x))];
    const [rear, front] = [Math.min(...landed.map(({ z }) => z)), Math.max(...landed.map(({ z }) => z))];
    /** How far the walls are from filling the canvas within the margin, centred; 0 when fitted. */
    const distanceFromFitted = async () => {
      const box = (await page.locator('canvas').boundingBox())!;
      const topLeft = await topViewPoint(page, left - halfDepth, rear - halfDepth);
      const bottomRight = await topViewPoint(page, right + halfDepth, front + halfDepth);
      const middle = await topViewPoint(page, (left + right) / 2, (rear + front) / 2);
      return Math.max(
        Math.min(
          Math.abs(bottomRight.x - topLeft.x - (box.width - 2 * FIT_MARGIN_PX)),
          Math.abs(bottomRight.y - topLeft.y - (box.height - 2 * FIT_MARGIN_PX)),
        ),
        Math.abs(middle.x - (box.x + box.width / 2)),
        Math.abs(middle.y - (box.y + box.height / 2)),
      );
    };
    await expect.poll(distanceFromFitted, { timeout: WAIT_MS }).toBeLessThan(2);

    // A fitted plan fits again when the window narrows; once the person zooms, a resize keeps their scale.
    await page.setViewportSize({ width: 900, height: 700 });
    await expect.poll(distanceFromFitted, { timeout: WAIT_MS }).toBeLessThan(2);
    const narrowCanvas = (await page.locator('canvas').boundingBox())!;
    await page.mouse.move(narrowCanvas.x + narrowCanvas.width / 2, narrowCanvas.y + narrowCanvas.height / 2);
    await page.mouse.wheel(0, -200);
    await expect.poll(distanceFromFitted, { timeout: WAIT_MS }).toBeGreaterThan(20);
    const zoomedScale = await planScale(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect
      .poll(async () => (await page.locator('canvas').boundingBox())!.width, { timeout: WAIT_MS })
      .toBeGreaterThan(narrowCanvas.width);
    expect(await planScale(page)).toBeCloseTo(zoomedScale, 3);
    await fit.click();
    await expect.poll(distanceFromFitted, { timeout: WAIT_MS }).toBeLessThan(2);
    const canvas = (await page.locator('canvas').boundingBox())!;

    // Esc clears the selection.
    const wallAgain = await topViewPoint(page, 2, 0);
    await page.mouse.click(wallAgain.x, wallAgain.y);
    await expect.poll(() => selection(page)).toHaveLength(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => selection(page)).toEqual([]);

    // The 3D view opens framing the design: every corner of the walls is in view.
    await settleIn(page, '3D');
    for (const corner of CORNERS) {
      for (const height of [0, 2.4]) {
        const shown = await screenPoint(page, { x: corner.x, y: height, z: corner.z });
        expect(shown.x).toBeGreaterThan(canvas.x);
        expect(shown.x).toBeLessThan(canvas.x + canvas.width);
        expect(shown.y).toBeGreaterThan(canvas.y);
        expect(shown.y).toBeLessThan(canvas.y + canvas.height);
      }
    }

    // An orbit drag that starts and ends over a wall turns the view and selects nothing.
    const wallIn3d = await screenPoint(page, { x: 0, y: 1.2, z: -1.5 });
    const probe = { x: 2, y: 0, z: 1.5 };
    const beforeOrbit = await screenPoint(page, probe);
    await page.mouse.move(wallIn3d.x, wallIn3d.y);
    await page.mouse.down();
    await page.mouse.move(wallIn3d.x + 40, wallIn3d.y, { steps: 5 });
    await page.mouse.move(wallIn3d.x + 8, wallIn3d.y, { steps: 5 });
    await page.mouse.up();
    const overWall = await restingScreenPoint(page, probe);
    expect(Math.hypot(overWall.x - beforeOrbit.x, overWall.y - beforeOrbit.y)).toBeGreaterThan(5);
    expect(await selection(page)).toEqual([]);

    // A wider orbit, far from where the view opened, to come back to.
    await page.mouse.move(canvas.x + 100, canvas.y + 100);
    await page.mouse.down();
    await page.mouse.move(canvas.x + 250, canvas.y + 140, { steps: 10 });
    await page.mouse.up();
    const orbited = await restingScreenPoint(page, probe);
    expect(Math.hypot(orbited.x - beforeOrbit.x, orbited.y - beforeOrbit.y)).toBeGreaterThan(60);

    // 2D, then 3D again: the 3D camera is where it was left.
    await settleIn(page, '2D');
    await settleIn(page, '3D');
    const back = await restingScreenPoint(page, probe);
    expect(Math.hypot(back.x - orbited.x, back.y - orbited.y)).toBeLessThan(3);
  });
});
