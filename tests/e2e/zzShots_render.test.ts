import { writeFile } from 'node:fs/promises';
import { describe, it } from 'vitest';
import { signInAsGuest, waitForEditorReady, showView } from './support/editorActions';
import { useProductFixture } from './support/productFixture';

const L_KITCHEN =
  '/app?style=shaker-white&layout=l&side=left&topWallLength=144&topWallHeight=96&sideWallLength=120&sideWallHeight=96';

describe('render shots', () => {
  const product = useProductFixture('rendershots');
  it('shots', async () => {
    const { server } = await product.start();
    const page = await product.newPage({ width: 1280, height: 800 });
    page.on('console', (message) => console.log('PAGE', message.type(), message.text().slice(0, 300)));
    await signInAsGuest(page, server.url, 'shots@example.com');
    await page.goto(`${server.url}${L_KITCHEN}`);
    await page.waitForURL(/\/save_[A-Za-z0-9]+$/, { timeout: 60_000 });
    await waitForEditorReady(page);
    await page.getByRole('button', { name: 'Render', exact: true }).click();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: '/tmp/render-shots/1-hint.png' });
    await showView(page, '3D');
    await page.getByRole('button', { name: 'Render', exact: true }).click();
    await page.getByRole('dialog', { name: 'Warning' }).getByRole('button', { name: 'Render' }).click();
    await page.getByRole('dialog', { name: 'Image Preview' }).waitFor({ timeout: 120_000 });
    // path traced
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel('Render method').selectOption('pathTraced');
    await page.getByLabel('Render samples').selectOption('16');
    await page.getByLabel('Render size (desktop)').selectOption('1');
    await page.screenshot({ path: '/tmp/render-shots/5-settings.png' });
    await page.getByRole('button', { name: 'Close General Settings' }).click();
    const tracing = Date.now();
    await page.getByRole('button', { name: 'Render', exact: true }).click();
    await page.getByRole('dialog', { name: 'Warning' }).getByRole('button', { name: 'Render' }).click();
    for (let i = 0; i < 40; i += 1) {
      const text = await page.evaluate(() => document.querySelector('.render-samples')?.textContent ?? document.querySelector('.render-stages [aria-current]')?.textContent ?? 'none');
      console.log('at', Date.now() - tracing, text);
      if (text.includes('Sample 4 ')) { await page.screenshot({ path: '/tmp/render-shots/6-tracing.png', timeout: 120_000 }); break; }
      await page.waitForTimeout(5000);
    }
    await page.getByRole('dialog', { name: 'Image Preview' }).waitFor({ timeout: 400_000 });
    console.log('path trace took', Date.now() - tracing);
    await page.screenshot({ path: '/tmp/render-shots/7-preview2.png' });
    const download2 = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Download .* render\.png$/ }).last().click();
    await (await download2).saveAs('/tmp/render-shots/traced.png');
    await writeFile('/tmp/render-shots/done', 'ok');
  }, 900_000);
});
