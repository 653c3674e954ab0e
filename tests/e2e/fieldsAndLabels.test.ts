import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  drawWall,
  openShareDialog,
  signInAsGuestAndCreateSave,
  topViewPoint,
  waitForWallCount,
  wallsOf,
} from './support/editorActions';
import { useProductFixture } from './support/productFixture';
import type { ProductServer } from './support/productServer';

const METERS_PER_INCH = 0.0254;

async function selectOnlyWall(page: Page): Promise<void> {
  const box = await page.locator('canvas').boundingBox();
  if (box === null) throw new Error('no canvas on the page');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction(() => window.__kitchensync?.selection().length === 1);
}

async function lengthOfOnlyWall(page: Page): Promise<number | undefined> {
  return (await wallsOf(page))[0]?.length;
}

describe('editor fields and labels', () => {
  // Each test signs in a guest of its own, on a kitchen of its own: one product serves them all,
  // and each test still gets a browser with a fresh profile.
  const shared = useProductFixture('numeric-fields', 'describe');
  const product = useProductFixture('numeric-fields');
  let server: ProductServer;
  beforeAll(async () => {
    ({ server } = await shared.start());
  });

  it('understand typed units, say what was wrong, restore on Esc and keep Ctrl+Z for their own typing', async () => {
    const page = await product.newPage();
    await signInAsGuestAndCreateSave(page, server.url, 'fields@example.com');
    await drawWall(page, 100);
    await waitForWallCount(page, 1);
    await selectOnlyWall(page);
    const panel = page.getByRole('region', { name: 'Wall', exact: true });
    const length = panel.getByLabel('Length');

    // Typed in another unit, shown back in the person's (inches).
    await length.fill(`8' 6 1/2"`);
    await length.press('Enter');
    await expect.poll(() => lengthOfOnlyWall(page)).toBeCloseTo(102.5 * METERS_PER_INCH, 9);
    await expect.poll(() => length.inputValue()).toBe('102 1/2');
    await length.fill('2540mm');
    await length.press('Enter');
    await expect.poll(() => lengthOfOnlyWall(page)).toBeCloseTo(2.54, 9);
    await expect.poll(() => length.inputValue()).toBe('100');

    // Input still not understood: the field says what was wrong, and Esc brings the value back.
    await length.fill('3 yd');
    await length.press('Enter');
    await panel.getByText('“yd” is not a unit').waitFor();
    await panel.getByText('Please format your input without any additional spacing.').waitFor();
    expect(await length.getAttribute('aria-invalid')).toBe('true');
    await length.press('Escape');
    await expect.poll(() => length.inputValue()).toBe('100');
    expect(await length.getAttribute('aria-invalid')).toBe('false');
    expect(await page.evaluate(() => window.__kitchensync?.selection().length)).toBe(1);

    // Ctrl+Z in a field being typed in undoes the typing, whole, and leaves the design alone …
    await length.fill('120');
    await length.press('Control+z');
    expect(await length.inputValue()).toBe('100');
    expect(await lengthOfOnlyWall(page)).toBeCloseTo(2.54, 9);
    // … and in an untouched field it undoes the design: the length before 2540mm comes back.
    await length.press('Control+z');
    await expect.poll(() => lengthOfOnlyWall(page)).toBeCloseTo(102.5 * METERS_PER_INCH, 9);
    await expect.poll(() => length.inputValue()).toBe('102 1/2');
  });

  it('draw a wall’s length label under an open dialog, not over it', async () => {
    const page = await product.newPage();
    await signInAsGuestAndCreateSave(page, server.url, 'labels@example.com');
    await drawWall(page, 100);
    await waitForWallCount(page, 1);
    const label = page.locator('.wall-measurement');
    await label.waitFor();
    const dialog = await openShareDialog(page);
    const topmost = await label.evaluate((element: HTMLElement) => {
      // Hit-testing skips what lets pointers through, as the label does: make it hittable to ask
      // what is painted on top.
      for (let node: HTMLElement | null = element; node !== null; node = node.parentElement) {
        node.style.pointerEvents = 'auto';
      }
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit === null ? null : hit.closest('.wall-measurement') === null;
    });
    // Whatever is at the label's place (the dialog or its overlay), it is not the label.
    expect(topmost).toBe(true);
    await dialog.waitFor();
  });

  it('hide a note behind a solid wall in the 3D view, keep one in front shown, and show both in the plan', async () => {
    const page = await product.newPage({ width: 900, height: 600 });
    await signInAsGuestAndCreateSave(page, server.url, 'hidden-notes@example.com');
    const clickFloor = async (x: number, z: number) => {
      const point = await topViewPoint(page, x, z);
      await page.mouse.click(point.x, point.y);
    };
    // A wall across the room at z = -1; the 3D view looks at it from the +z side.
    await page.getByRole('button', { name: 'Solid Wall' }).click();
    for (const x of [-2, 2]) await clickFloor(x, -1);
    await page.keyboard.press('Escape');
    await waitForWallCount(page, 1);
    for (const z of [-2.5, 0]) {
      await page.keyboard.press('Control+Alt+N');
      await clickFloor(0, z);
      await page.keyboard.press('Escape');
    }
    const notes = await page.evaluate(() =>
      (window.__kitchensync?.notes() ?? []).map((note) => ({ id: note.id, z: note.position.z })),
    );
    expect(notes).toHaveLength(2);
    const [behind, front] = notes
      .sort((a, b) => a.z - b.z)
      .map((note) => page.locator(`[data-note-id="${note.id}"]`));
    const showView = async (view: '2D' | '3D') => {
      await page.getByRole('button', { name: view, exact: true }).click();
      await page.waitForFunction(
        (mode) => window.__kitchensync?.viewMode === mode && window.__kitchensync.ready,
        view === '2D' ? 'top' : 'perspective',
      );
    };

    await showView('3D');
    await expect.poll(() => behind!.isVisible()).toBe(false);
    expect(await front!.isVisible()).toBe(true);
    await showView('2D');
    await expect.poll(() => behind!.isVisible()).toBe(true);
    expect(await front!.isVisible()).toBe(true);
  });
});
