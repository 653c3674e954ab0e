import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SettingsResponseSchema } from '@kitchensync/schemas';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it, inject } from 'vitest';
import { openBrowser } from './support/browsers';
import { waitForEditorReady } from './support/editorActions';
import { startProductServer } from './support/productServer';

const WAIT_MS = 30_000;
const SAVE_URL = /\/save_[A-Za-z0-9]+$/;
const INCH = 0.0254;
const LAYOUT_INPUT_ERROR = 'Error with input fields. Please review them again and click confirm.';

interface DesignSummary {
  walls: { id: string; length: number; height: number; thickness: number; connected: string[] }[];
  models: { catalogStyleId: string; modelType: string; modelName: string; modelPrice: number }[];
  style: unknown;
}

function designOf(page: Page): Promise<DesignSummary> {
  return page.evaluate(() => {
    const api = window.__kitchensync!;
    return {
      walls: api.walls().map((wall) => ({
        id: wall.id,
        length: wall.dimensions.x,
        height: wall.dimensions.y,
        thickness: wall.dimensions.z,
        connected: wall.connected,
      })),
      models: api.models().map((model) => ({
        catalogStyleId: model.catalogStyleId,
        modelType: model.modelType,
        modelName: model.modelName,
        modelPrice: model.modelPrice,
      })),
      style: api.doc?.getMap('design').get('style'),
    };
  });
}

describe('kitchen layouts', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  it('builds an L layout from the /app route into a new design, a form with a bad field shows the error without navigating, and the editor’s forms ask before using a save or replace in place', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kitchensync-e2e-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const server = await startProductServer({ dataDir, clientDist: inject('clientDist') });
    cleanups.push(() => server.stop());
    const browser = await openBrowser();
    cleanups.push(browser.close);
    const page = await browser.context.newPage();

    // A layout the route must ignore (no side for an L) leads home, creating nothing.
    await page.goto(
      `${server.url}/app?style=shaker-white&layout=l&topWallLength=144&topWallHeight=96&sideWallLength=120&sideWallHeight=96`,
    );
    await page.waitForURL(`${server.url}/`, { timeout: WAIT_MS });
    await page.getByLabel('E-mail').waitFor({ timeout: WAIT_MS });

    // A visitor who is not signed in continues as a guest, then lands in the new design.
    await page.goto(
      `${server.url}/app?style=shaker-white&layout=l&side=left&topWallLength=144&topWallHeight=96&sideWallLength=120&sideWallHeight=96`,
    );
    await page.getByLabel('E-mail').fill('layouts@example.com');
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.waitForURL(SAVE_URL, { timeout: WAIT_MS });
    await waitForEditorReady(page);
    const firstSave = page.url();

    const design = await designOf(page);
    expect(design.walls).toHaveLength(2);
    const [a, b] = design.walls;
    expect(a!.connected).toEqual([b!.id]);
    expect(b!.connected).toEqual([a!.id]);
    expect(design.walls.map((wall) => Math.round(wall.length / INCH)).sort()).toEqual([120, 144]);
    for (const wall of design.walls) expect(wall.height / INCH).toBeCloseTo(96, 6);
    expect(design.style).toBe('shaker-white');
    expect(design.models.length).toBeGreaterThan(4);
    expect(new Set(design.models.map((model) => model.catalogStyleId))).toEqual(new Set(['shaker-white']));
    expect(design.models.some((model) => model.modelType === 'base' && model.modelPrice > 0)).toBe(true);
    expect(design.models.some((model) => model.modelType === 'wall')).toBe(true);
    expect(design.models.some((model) => /Corner/.test(model.modelName))).toBe(true);

    // The L Shape form: a field the number parser refuses shows the spec's error and stays put.
    await page.getByRole('button', { name: 'L Shape' }).click();
    const form = page.getByRole('form', { name: 'L Shape layout' });
    await form.getByRole('radio', { name: 'Right' }).check();
    await form.getByLabel('Side Wall(s) Length (in)').fill('12 2 / 5');
    await form.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe(LAYOUT_INPUT_ERROR);
    expect(page.url()).toBe(firstSave);
    expect(await form.getByLabel('Side Wall(s) Length (in)').getAttribute('aria-invalid')).toBe('true');

    // New layouts take the person's default wall depth, as drawn walls do (settings, in meters).
    const settingsUrl = `${server.url}/api/userData/settings`;
    const settings = SettingsResponseSchema.parse(await (await page.request.get(settingsUrl)).json()).data;
    const deeper = await page.request.put(settingsUrl, { data: { ...settings, wallDefaultDepth: 0.2 } });
    expect(deeper.ok()).toBe(true);

    // Corrected, Confirm loads the layout's route with the spinner and lands in another new design.
    // The catalogue answer is held back (then passed on untouched) so the spinner can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const catalogueModels = (url: URL) => url.pathname === '/api/catalogue/models';
    await page.route(catalogueModels, async (route) => {
      await held;
      await route.continue();
    });
    await form.getByLabel('Side Wall(s) Length (in)').fill('100 1/2');
    await form.getByRole('button', { name: 'Confirm' }).click();
    // This design is not empty: a new design uses a save, so the person is asked first.
    const asked = page.getByRole('dialog', { name: 'Use this layout' });
    await asked.getByRole('button', { name: 'Open as a new design' }).click();
    await page.waitForURL(/\/app\?/, { timeout: WAIT_MS });
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      style: 'shaker-white',
      layout: 'l',
      side: 'right',
      topWallLength: '100',
      topWallHeight: '96',
      sideWallLength: '100.5',
      sideWallHeight: '96',
    });
    await page.getByText('Loading your Layout').waitFor({ timeout: WAIT_MS });
    release();
    await page.waitForURL(SAVE_URL, { timeout: WAIT_MS });
    await waitForEditorReady(page);
    expect(page.url()).not.toBe(firstSave);
    const second = await designOf(page);
    expect(second.walls.map((wall) => wall.thickness)).toEqual([0.2, 0.2]);
    expect(second.walls.map((wall) => wall.length / INCH).sort((x, y) => x - y)).toEqual([
      expect.closeTo(100, 6),
      expect.closeTo(100.5, 6),
    ]);
    expect(second.models.length).toBeGreaterThan(0);
    // The form's draft was removed when it was submitted.
    expect(await page.evaluate(() => window.localStorage.getItem('kitchensync.layoutDraft'))).toBeNull();

    // Replace this design builds the layout in place, in this save, and one Ctrl+Z brings it back.
    const secondSave = page.url();
    await page.getByRole('button', { name: 'Single Wall' }).click();
    await page
      .getByRole('form', { name: 'Single Wall layout' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await page
      .getByRole('dialog', { name: 'Use this layout' })
      .getByRole('button', { name: 'Replace this design' })
      .click();
    await expect.poll(async () => (await designOf(page)).walls.length).toBe(1);
    const replaced = await designOf(page);
    expect(replaced.walls[0]!.length / INCH).toBeCloseTo(100, 6);
    expect(replaced.models.length).toBeGreaterThan(0);
    expect(page.url()).toBe(secondSave);
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await designOf(page)).walls.length).toBe(2);
    expect((await designOf(page)).models.map((model) => model.modelName).sort()).toEqual(
      second.models.map((model) => model.modelName).sort(),
    );
  });
});
