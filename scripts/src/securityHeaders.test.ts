import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FFMPEG_CORE_PATH } from '@kitchensync/schemas';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createKitchenSyncServer, type KitchenSyncServer } from './createKitchenSyncServer';
import { readServerConfig } from './serverConfig';

describe('security headers and CORS', () => {
  let server: KitchenSyncServer | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    await server?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    server = undefined;
    dataDir = undefined;
  });

  async function start(env: Record<string, string> = {}): Promise<string> {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kitchensync-headers-'));
    const config = readServerConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env });
    server = await createKitchenSyncServer(config, pino({ level: 'silent' }), () => {});
    const { port } = await server.listen();
    return `http://127.0.0.1:${port}`;
  }

  it('sends a content security policy and the usual hardening headers in production', async () => {
    const url = await start();
    const response = await fetch(`${url}/api/auth/me`);
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'wasm-unsafe-eval'/);
    // The animation preview's <video> plays the film from a blob: URL, which default-src refuses.
    expect(response.headers.get('content-security-policy')).toMatch(/media-src 'self' blob:/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('serves FFmpeg’s WebAssembly core from its own path, never from another site', async () => {
    const url = await start();
    const script = await fetch(`${url}${FFMPEG_CORE_PATH}/ffmpeg-core.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    const wasm = await fetch(`${url}${FFMPEG_CORE_PATH}/ffmpeg-core.wasm`, { method: 'HEAD' });
    expect(wasm.status).toBe(200);
    expect(wasm.headers.get('content-type')).toBe('application/wasm');
    expect((await fetch(`${url}${FFMPEG_CORE_PATH}/missing.js`)).status).toBe(404);
  });

  it('answers cross-origin calls only for the origins in CORS_ORIGINS', async () => {
    const url = await start({ CORS_ORIGINS: 'https://partner.example, https://shop.example/' });
    const preflight = (origin: string) =>
      fetch(`${url}/api/auth/me`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
    const allowed = await preflight('https://shop.example');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const refused = await preflight('https://evil.example');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends no CORS headers at all when no origin is configured', async () => {
    const url = await start();
    const response = await fetch(`${url}/api/auth/me`, { headers: { origin: 'https://partner.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
