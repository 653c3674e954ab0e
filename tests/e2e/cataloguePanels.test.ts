import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openBrowser } from './support/browsers';
import { shareForViewing, signInAsGuestAndCreateSave, waitForEditorReady } from './support/editorActions';
import { startProductServer } from './support/productServer';

const WAIT_MS = 30_000;

/** The regions of the appliance menu's four steps that are on screen now, in order. */
async function visibleApplianceSteps(page: Page): Promise<string[]> {
  const menu = page.getByRole('region', { name: 'Step 3: Appliances' });
  const shown: string[] = [];
  for (const name of ['Finish', 'Appliance', 'Type', 'Models']) {
    if (await menu.getByRole('region', { name, exact: true }).isVisible()) shown.push(name);
  }
  return shown;
}

describe('catalogue panels in the side panel', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  it('are for editors only, and let an owner search and browse base cabinets, walk the appliance menu step by step at 640 px, see it whole at 1000 px, and mark a favorite', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kitchensync-e2e-catalogue-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const server = await startProductServer({ dataDir, clientDist: inject('clientDist') });
    cleanups.push(() => server.stop());
    const browser = await openBrowser();
    cleanups.push(browser.close);
    const page = await browser.context.newPage();
    await signInAsGuestAndCreateSave(page, server.url, 'owner@example.com');

    // A viewer on the public link gets no catalogue: it is an editing control.
    const link = await shareForViewing(page);
    const viewerBrowser = await openBrowser();
    cleanups.push(viewerBrowser.close);
    const viewerPage = await viewerBrowser.context.newPage();
    await viewerPage.goto(link);
    await waitForEditorReady(viewerPage);
    await viewerPage
      .getByText('You can only view this design.', { exact: false })
      .waitFor({ timeout: WAIT_MS });
    expect(await viewerPage.getByRole('region', { name: 'Catalogue' }).count()).toBe(0);
    await viewerBrowser.close();
    cleanups.pop();

    const toolbar = page.getByRole('toolbar', { name: 'Catalogue categories' });
    await toolbar.getByRole('button', { name: 'Base', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Step 2: Base Cabinets' });
    await panel.getByRole('heading', { name: 'Step 2: Base Cabinets' }).waitFor({ timeout: WAIT_MS });
    await expect.poll(() => panel.getByRole('region', { name: 'Collections' }).isVisible()).toBe(true);

    // Subcategories start closed; opening Sink shows only sink bases.
    const sink = panel.getByRole('button', { name: /^Sink \(\d+\)$/ });
    expect(await panel.getByRole('button', { name: /Sink Base/ }).count()).toBe(0);
    await sink.click();
    const sinkTiles = panel.getByRole('button', { name: /Sink Base \d+"/ });
    await sinkTiles.first().waitFor({ timeout: WAIT_MS });
    expect(await panel.getByRole('button', { name: /Three Drawer Base/ }).count()).toBe(0);

    // A pick places the model in the design, selected and drawn.
    const firstSinkName = (await sinkTiles.first().locator('.model-tile-name').textContent()) ?? '';
    await sinkTiles.first().click();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const api = window.__kitchensync!;
          const models = api.models();
          return {
            names: models.map((model) => model.modelName),
            selected: api.selection().length === 1 && api.selection()[0] === models[0]?.id,
            drawn: api.renderedCount('model'),
          };
        }),
      )
      .toEqual({ names: [firstSinkName], selected: true, drawn: 1 });

    // A search opens every group that has results and shows only matches.
    await panel.getByRole('searchbox', { name: 'Search Base' }).fill('drawer');
    await panel
      .getByRole('button', { name: /Three Drawer Base \d+"/ })
      .first()
      .waitFor({ timeout: WAIT_MS });
    // Matches are by name, code, description or keywords: each tile shows its description as its title.
    const found = await panel
      .locator('.model-tile')
      .evaluateAll((tiles) =>
        tiles.map((tile) => `${tile.textContent ?? ''} ${tile.getAttribute('title') ?? ''}`),
      );
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((text) => !/drawer/i.test(text))).toEqual([]);
    expect(found.some((text) => /^Base \d+"/.test(text) || /Sink Base/.test(text))).toBe(true);
    await panel.getByRole('searchbox', { name: 'Search Base' }).fill('three drawer');
    await expect
      .poll(() => panel.locator('.model-tile-name').allTextContents())
      .toSatisfy(
        (names: string[]) => names.length > 0 && names.every((name) => name.startsWith('Three Drawer Base')),
      );

    // Wall cabinets have glass models: Show glass reveals them, and a search hides the checkbox.
    await toolbar.getByRole('button', { name: 'Wall', exact: true }).click();
    const wallPanel = page.getByRole('region', { name: 'Step 2: Wall Cabinets' });
    const showGlass = wallPanel.getByRole('checkbox', { name: 'Show glass' });
    await showGlass.waitFor({ timeout: WAIT_MS });
    await wallPanel.getByRole('button', { name: /^Specialty \(\d+\)$/ }).click();
    expect(await wallPanel.getByRole('button', { name: /Glass Door Wall/ }).count()).toBe(0);
    await showGlass.check();
    await wallPanel
      .getByRole('button', { name: /Glass Door Wall/ })
      .first()
      .waitFor({ timeout: WAIT_MS });
    await wallPanel.getByRole('searchbox', { name: 'Search Wall' }).fill('glass');
    await expect.poll(() => showGlass.count()).toBe(0);

    // The appliance menu at 640 px: one step at a time, picks go forward and Back goes back.
    await toolbar.getByRole('button', { name: 'Appliances', exact: true }).click();
    const menu = page.getByRole('region', { name: 'Step 3: Appliances' });
    await menu.getByRole('heading', { name: 'Step 3: Appliances' }).waitFor({ timeout: WAIT_MS });
    expect(await visibleApplianceSteps(page)).toEqual(['Finish']);
    // Below 1000 px the menu starts on every finish (uncategorized).
    expect(await menu.getByRole('button', { name: 'All finishes' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await menu.getByRole('button', { name: 'Stainless steel' }).click();
    expect(await visibleApplianceSteps(page)).toEqual(['Appliance']);
    expect(await menu.getByRole('button', { name: 'Refrigerator' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await menu.getByRole('button', { name: 'Refrigerator' }).click();
    expect(await visibleApplianceSteps(page)).toEqual(['Type']);
    await menu.getByRole('button', { name: '30"', exact: true }).click();
    expect(await visibleApplianceSteps(page)).toEqual(['Models']);
    await menu.getByText('Step 4 of 4').waitFor();
    const fridges = menu.getByRole('region', { name: 'Models' }).locator('.model-tile-name');
    await fridges.first().waitFor({ timeout: WAIT_MS });
    const fridgeNames = await fridges.allTextContents();
    expect(fridgeNames.every((name) => /Refrigerator.*30".*stainless steel/i.test(name))).toBe(true);
    await menu.getByRole('button', { name: 'Back' }).click();
    expect(await visibleApplianceSteps(page)).toEqual(['Type']);
    await menu.getByRole('button', { name: '30"', exact: true }).click();

    // Favorite from the context menu, stored through the api.
    const fridge = menu.getByRole('region', { name: 'Models' }).getByRole('button').first();
    await fridge.click({ button: 'right' });
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/userData/favoriteAppliance') && response.ok(),
    );
    await page.getByRole('menuitem', { name: 'Select as favorite' }).click();
    await saved;
    await fridge.getByText('Favorite', { exact: true }).waitFor({ timeout: WAIT_MS });
    await fridge.click({ button: 'right' });
    const already = page.getByRole('menuitem', { name: 'Already your favorite' });
    await already.waitFor({ timeout: WAIT_MS });
    expect(await already.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');

    // From 1000 px every section shows at once.
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect.poll(() => visibleApplianceSteps(page)).toEqual(['Finish', 'Appliance', 'Type', 'Models']);
    await menu.getByRole('button', { name: 'Hood' }).click();
    // Hoods have no size groups: the Type section goes and the models stay.
    await expect.poll(() => visibleApplianceSteps(page)).toEqual(['Finish', 'Appliance', 'Models']);
  });
});
