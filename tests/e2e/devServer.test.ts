import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GuestLoginResponseSchema } from '@kitchensync/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startProductServer, type ProductServer } from './support/productServer';

const HMR_CONNECT_MS = 15_000;

/** Resolves with the first message Vite's hot-reload channel sends. */
function firstHotReloadMessage(url: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url.replace(/^http/, 'ws'), 'vite-hmr');
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error('no hot-reload message'));
    }, HMR_CONNECT_MS);
    socket.once('message', (data: Buffer) => {
      clearTimeout(timer);
      socket.close();
      resolve(JSON.parse(data.toString()));
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** The HTTP status with which the server refuses a WebSocket upgrade. */
function upgradeStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url.replace(/^http/, 'ws'));
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('open', () => {
      socket.close();
      reject(new Error('the upgrade was accepted'));
    });
    socket.once('error', reject);
  });
}

describe('npm run dev', () => {
  let server: ProductServer | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    server = undefined;
    dataDir = undefined;
  });

  it('serves the client with hot reload, the api and the collab endpoint on one port', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kitchensync-dev-'));
    server = await startProductServer({ dataDir });

    const page = await fetch(`${server.url}/some-save-id`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/@react-refresh');
    const entry = await fetch(`${server.url}/src/main.tsx`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toMatch(/javascript/);

    await expect(firstHotReloadMessage(server.url)).resolves.toEqual({ type: 'connected' });

    const login = await fetch(`${server.url}/api/auth/guest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'dev@example.com' }),
    });
    expect(GuestLoginResponseSchema.parse(await login.json()).data).toHaveProperty('auth');

    // Refused by the collab endpoint itself (no ticket), not swallowed by Vite or the page fallback.
    await expect(upgradeStatus(`${server.url}/collab/save_missing`)).resolves.toBe(401);
  });
});
