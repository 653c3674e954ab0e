import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { shareForViewing, signInAsGuestAndCreateSave, waitForEditorReady } from './support/editorActions';
import { openOwnerAndViewer, type OwnerAndViewer } from './support/ownerAndViewer';
import { useProductFixture } from './support/productFixture';

const WAIT_MS = 30_000;

/** The id of a design-wide finish as the page's document holds it now. */
function designFinishId(page: Page, field: 'countertop' | 'flooring'): Promise<string | null> {
  return page.evaluate((name) => {
    const value = window.__kitchensync?.doc?.getMap('design').get(name) as { id?: string } | null | undefined;
    return value?.id ?? null;
  }, field);
}

function designHandle(page: Page): Promise<unknown> {
  return page.evaluate(() => window.__kitchensync?.doc?.getMap('design').get('handle') ?? null);
}

async function placeSinkBase(page: Page): Promise<void> {
  await page
    .getByRole('toolbar', { name: 'Catalogue categories' })
    .getByRole('button', { name: 'Base', exact: true })
    .click();
  const panel = page.getByRole('region', { name: 'Step 2: Base Cabinets' });
  await panel.getByRole('button', { name: /^Sink \(\d+\)$/ }).click({ timeout: WAIT_MS });
  await panel
    .getByRole('button', { name: /Sink Base \d+"/ })
    .first()
    .click({ timeout: WAIT_MS });
  await expect
    .poll(() => page.evaluate(() => window.__kitchensync!.models().length), { timeout: WAIT_MS })
    .toBe(1);
}

describe('countertop, flooring and handles', () => {
  let people: OwnerAndViewer | undefined;
  afterEach(async () => {
    await people?.close();
    people = undefined;
  });

  it('a countertop click chooses, a second clears, another replaces, Ctrl+Z restores; flooring rotation wraps; Handles None removes the handles; the viewer follows live without controls', async () => {
    people = await openOwnerAndViewer();
    const { ownerPage: page, viewerPage } = people;
    await signInAsGuestAndCreateSave(page, people.server.url, 'finishes@example.com');
    await placeSinkBase(page);
    const link = await shareForViewing(page);
    await page.keyboard.press('Escape');
    await viewerPage.goto(link);
    await waitForEditorReady(viewerPage);
    expect(await viewerPage.getByRole('button', { name: 'Countertop', exact: true }).count()).toBe(0);
    expect(await viewerPage.getByRole('button', { name: 'Handles', exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Countertop', exact: true }).click();
    const countertops = page.getByRole('region', { name: 'Countertop' });
    const quartz = countertops.getByRole('button', { name: 'Pure White Quartz', exact: true });
    const granite = countertops.getByRole('button', { name: 'Absolute Black Granite', exact: true });
    await quartz.click({ timeout: WAIT_MS });
    await expect.poll(() => designFinishId(page, 'countertop')).toBe('ct-quartz-white');
    await expect.poll(() => quartz.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => designFinishId(viewerPage, 'countertop'), { timeout: WAIT_MS })
      .toBe('ct-quartz-white');
    await quartz.click();
    await expect.poll(() => designFinishId(page, 'countertop')).toBeNull();
    await quartz.click();
    await granite.click();
    await expect.poll(() => designFinishId(page, 'countertop')).toBe('ct-granite-black');
    await expect
      .poll(() => designFinishId(viewerPage, 'countertop'), { timeout: WAIT_MS })
      .toBe('ct-granite-black');
    expect(await page.evaluate(() => window.__kitchensync!.undoState()?.undoLabel)).toBe(
      'Changed Countertop',
    );
    await page.keyboard.press('Control+z');
    await expect.poll(() => designFinishId(page, 'countertop')).toBe('ct-quartz-white');
    await expect
      .poll(() => designFinishId(viewerPage, 'countertop'), { timeout: WAIT_MS })
      .toBe('ct-quartz-white');

    await page.getByRole('button', { name: 'Flooring', exact: true }).click();
    const flooring = page.getByRole('region', { name: 'Flooring' });
    await flooring.getByRole('button', { name: 'White Oak Plank', exact: true }).click({ timeout: WAIT_MS });
    await expect.poll(() => designFinishId(page, 'flooring')).toBe('floor-white-oak');
    const rotation = flooring.getByLabel('Rotation');
    await rotation.fill('400');
    await rotation.press('Enter');
    await expect.poll(() => rotation.inputValue()).toBe('40');
    await expect
      .poll(() =>
        viewerPage.evaluate(
          () =>
            (window.__kitchensync?.doc?.getMap('design').get('flooring') as { rotation?: number } | null)
              ?.rotation,
        ),
      )
      .toBe(40);

    await page.getByRole('button', { name: '3D', exact: true }).click();
    await viewerPage.getByRole('button', { name: '3D', exact: true }).click();
    await waitForEditorReady(page);
    await waitForEditorReady(viewerPage);
    const handlesOn = (target: Page) => target.evaluate(() => window.__kitchensync!.modelPartCount('handle'));
    await expect.poll(() => handlesOn(page), { timeout: WAIT_MS }).toBeGreaterThan(0);
    await expect.poll(() => handlesOn(viewerPage), { timeout: WAIT_MS }).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Handles', exact: true }).click();
    await page.getByRole('menuitemcheckbox', { name: 'None' }).click({ timeout: WAIT_MS });
    await expect.poll(() => page.getByRole('menu', { name: 'Handles' }).count()).toBe(0);
    await expect.poll(() => designHandle(page)).toBe('none');
    await expect.poll(() => handlesOn(page), { timeout: WAIT_MS }).toBe(0);
    await expect.poll(() => handlesOn(viewerPage), { timeout: WAIT_MS }).toBe(0);
    expect(await page.evaluate(() => window.__kitchensync!.undoState()?.undoLabel)).toBe('Changed Handles');
  });
});

describe('a locked flooring texture', () => {
  const product = useProductFixture('finishes');

  it('opens the Premium feature popup for a free user and changes nothing', async () => {
    const { server } = await product.start();
    const page = await product.newPage();
    await signInAsGuestAndCreateSave(page, server.url, 'free-floor@example.com');
    await page.getByRole('button', { name: 'Flooring', exact: true }).click();
    const flooring = page.getByRole('region', { name: 'Flooring' });
    await flooring.getByRole('button', { name: /^Slate 24" Tile/ }).click({ timeout: WAIT_MS });
    const upsell = page.getByRole('dialog', { name: 'Premium feature' });
    await upsell
      .getByText('The Slate 24" Tile flooring is part of our paid plans.')
      .waitFor({ timeout: WAIT_MS });
    expect(await designFinishId(page, 'flooring')).toBeNull();
    expect(await page.evaluate(() => window.__kitchensync!.undoState()?.canUndo)).toBe(false);
  });
});
