import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CollabTicketResponseSchema, SaveResponseSchema } from '@kitchensync/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { REPO_ROOT } from '../serverConfig';
import { buildServer, SERVER_DIST } from './buildServer';

const START_TIMEOUT_MS = 30_000;
const cleanups: (() => void | Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Runs the bundle as `npm start` does (plain node, no loader) and resolves with its port. */
function startBundle(
  bundle: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [bundle], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no start within ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const hear = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve({ child, port: Number(match[1]) });
    };
    child.stdout?.on('data', hear);
    child.stderr?.on('data', hear);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the bundle exited with ${code}:\n${output}`));
    });
  });
}

describe('the server bundle npm start runs', () => {
  it('serves the api and the collab endpoint under plain node, and stops cleanly on SIGTERM', async () => {
    mkdirSync(SERVER_DIST, { recursive: true });
    // Inside the repository, so that node finds the npm packages the bundle leaves as imports.
    const outdir = mkdtempSync(path.join(SERVER_DIST, 'test-'));
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kitchensync-bundle-'));
    const clientDist = path.join(dataDir, 'client');
    mkdirSync(clientDist);
    writeFileSync(path.join(clientDist, 'index.html'), '<!doctype html><title>KitchenSync</title>');
    cleanups.push(() => rmSync(outdir, { recursive: true, force: true }));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

    await buildServer(outdir);
    const { child, port } = await startBundle(path.join(outdir, 'start.mjs'), {
      DATA_DIR: path.join(dataDir, 'data'),
      CLIENT_DIST: clientDist,
    });
    const base = `http://127.0.0.1:${port}`;

    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${base}/some-save`)).text()).toContain('KitchenSync');
    const login = await fetch(`${base}/api/auth/guest`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'bundle@example.com' }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const post = async (url: string, body?: unknown) =>
      (
        await fetch(`${base}${url}`, {
          method: 'POST',
          headers: { Cookie: cookie, 'Content-Type': 'application/json' },
          body: JSON.stringify(body ?? {}),
        })
      ).json();
    const saveId = SaveResponseSchema.parse(await post('/api/saves', { filename: 'Bundle' })).save.id;
    const { ticket } = CollabTicketResponseSchema.parse(await post(`/api/saves/${saveId}/collab-ticket`));
    const doc = new Y.Doc();
    const provider = new WebsocketProvider(`ws://127.0.0.1:${port}/collab`, saveId, doc, {
      params: { ticket },
      WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
      disableBc: true,
    });
    cleanups.push(() => provider.destroy());
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the collab socket never synced')), 10_000);
      provider.once('sync', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    provider.destroy();

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);
});
