import { describe, expect, it } from 'vitest';
import { createSave, openLayoutAsGuest, REFERENCE_LAYOUT } from './support/editorActions';
import { useProductFixture } from './support/productFixture';

const WAIT_MS = 30_000;
/** The spec's L kitchen from the /app route: a design with walls and cabinets to picture. */

describe('the home page cards', () => {
  const product = useProductFixture('home-cards');

  it('shows each save as a card with a picture of its design taken on leaving the editor, its name and dates; past the plan’s save limit New design names the count and offers Upgrade', async () => {
    const { server } = await product.start();
    const page = await product.newPage({ width: 1280, height: 800 });
    const saveId = await openLayoutAsGuest(page, server.url, REFERENCE_LAYOUT, 'cards@example.com');

    // Leaving the editor for the home page takes the picture; the card shows it.
    const uploaded = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/saves/${saveId}/thumbnail`) && response.request().method() === 'PUT',
      { timeout: WAIT_MS },
    );
    await page.getByRole('link', { name: 'KitchenSync', exact: true }).click();
    expect((await uploaded).ok()).toBe(true);
    const card = page.locator('.save-card').filter({ has: page.locator(`a[href="/${saveId}"]`) });
    await card.waitFor({ timeout: WAIT_MS });
    const picture = card.locator('img.save-thumbnail-image');
    await picture.waitFor({ timeout: WAIT_MS });
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), {
        timeout: WAIT_MS,
      })
      .toBe(true);
    // A picture of the design, not a blank: many colours, walls dark against a light floor.
    const { colours, darkShare } = await picture.evaluate((image: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      const seen = new Set<number>();
      let dark = 0;
      for (let at = 0; at < data.length; at += 4) {
        seen.add((data[at]! >> 4) * 256 + (data[at + 1]! >> 4) * 16 + (data[at + 2]! >> 4));
        if (data[at]! + data[at + 1]! + data[at + 2]! < 150) dark++;
      }
      return { colours: seen.size, darkShare: dark / (data.length / 4) };
    });
    expect(colours).toBeGreaterThan(20);
    expect(darkShare).toBeGreaterThan(0.01);
    expect(await card.getByText(/^Created /).count()).toBe(1);
    expect(await card.getByText(/^Modified /).count()).toBe(1);

    // The free plan keeps five saves: four more fit, the sixth is refused with the count and Upgrade.
    for (let made = 1; made < 5; made++) {
      await createSave(page);
      await page.getByRole('link', { name: 'KitchenSync', exact: true }).click();
      await page.getByRole('button', { name: 'New design' }).waitFor({ timeout: WAIT_MS });
    }
    await expect.poll(() => page.locator('.save-card').count(), { timeout: WAIT_MS }).toBe(5);
    await page.getByRole('button', { name: 'New design' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'You have used all 5 saves' });
    await notice.waitFor({ timeout: WAIT_MS });
    expect(await notice.textContent()).toContain(
      'You have used all 5 saves of the Free plan. Upgrade to keep more designs, or delete a save you no longer need.',
    );
    expect(new URL(page.url()).pathname).toBe('/');
    await notice.getByRole('button', { name: 'Upgrade' }).click();
    await page.getByRole('dialog', { name: 'Upgrade your plan' }).waitFor({ timeout: WAIT_MS });
  });
});
