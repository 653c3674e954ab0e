import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openBrowser } from './support/browsers';
import {
  drawWall,
  renderedWallCount,
  shareForViewing,
  signInAsGuestAndCreateSave,
  waitForEditorReady,
  waitForWallCount,
  wallsOf,
} from './support/editorActions';
import { startProductServer, type ProductServer } from './support/productServer';

const TOP_VIEW_PIXELS_PER_METER = 56;

describe('a wall drawn by the owner', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  it('appears live for a viewer on the public link and is still there for both after a server restart', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kitchensync-e2e-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const clientDist = inject('clientDist');
    let server: ProductServer = await startProductServer({ dataDir, clientDist });
    cleanups.push(() => server.stop());
    const owner = await openBrowser();
    cleanups.push(owner.close);
    const viewer = await openBrowser();
    cleanups.push(viewer.close);
    const ownerPage = await owner.context.newPage();
    const viewerPage = await viewer.context.newPage();

    const saveId = await signInAsGuestAndCreateSave(ownerPage, server.url, 'owner@example.com');
    const link = await shareForViewing(ownerPage);
    expect(link).toBe(`${server.url}/${saveId}`);
    await viewerPage.goto(link);
    await waitForEditorReady(viewerPage);
    expect(await wallsOf(viewerPage)).toEqual([]);

    await drawWall(ownerPage, 100);
    await waitForWallCount(ownerPage, 1);
    const [drawn] = await wallsOf(ownerPage);
    expect(drawn?.length).toBeCloseTo(200 / TOP_VIEW_PIXELS_PER_METER, 1);
    expect(drawn?.angle).toBeCloseTo(0, 2);

    await waitForWallCount(viewerPage, 1);
    expect(await wallsOf(viewerPage)).toEqual([drawn]);
    expect(await renderedWallCount(viewerPage)).toBe(1);

    await ownerPage.getByRole('button', { name: '3D' }).click();
    const framesBefore = await ownerPage.evaluate(() => window.__kitchensync?.frames ?? 0);
    await ownerPage.waitForFunction(
      (before) => window.__kitchensync?.viewMode === 'perspective' && window.__kitchensync.frames > before,
      framesBefore,
    );
    expect(await renderedWallCount(ownerPage)).toBe(1);

    await server.stop();
    server = await startProductServer({ dataDir, clientDist, port: server.port });
    await ownerPage.reload();
    await viewerPage.reload();
    await waitForEditorReady(ownerPage);
    await waitForEditorReady(viewerPage);
    expect(await wallsOf(ownerPage)).toEqual([drawn]);
    expect(await wallsOf(viewerPage)).toEqual([drawn]);
    expect(await renderedWallCount(viewerPage)).toBe(1);
  });
});
