import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createKitchenSyncServer, type KitchenSyncServer } from '../createKitchenSyncServer';
import { readServerConfig } from '../serverConfig';
import { createMetricsRegistry } from './metricsRegistry';
import { operationsRoutes } from './operationsRoutes';

describe('operations endpoints', () => {
  let server: KitchenSyncServer | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    await server?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    server = undefined;
    dataDir = undefined;
  });

  async function start(): Promise<string> {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kitchensync-ops-'));
    const config = readServerConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
    server = await createKitchenSyncServer(config, pino({ level: 'silent' }), () => {});
    const { port } = await server.listen();
    return `http://127.0.0.1:${port}`;
  }

  it('answers liveness and readiness while the stores answer', async () => {
    const url = await start();
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('serves Prometheus metrics with the collab-server rooms and the process figures', async () => {
    const url = await start();
    const metrics = await fetch(`${url}/metrics`);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await metrics.text();
    expect(text).toMatch(/^kitchensync_collab_rooms 0$/m);
    expect(text).toMatch(/^kitchensync_collab_rooms_dormant 0$/m);
    expect(text).toContain('kitchensync_process_cpu_seconds_total');
  });

  it('answers 503 when readiness fails or its check throws, so a balancer stops sending traffic', async () => {
    for (const check of [async () => false, async () => Promise.reject(new Error('disk gone'))]) {
      const app = express();
      app.use(
        operationsRoutes({ check }, createMetricsRegistry({ roomCount: () => 0, dormantRoomCount: () => 0 })),
      );
      const listener = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => listener.once('listening', resolve));
      const { port } = listener.address() as AddressInfo;
      try {
        const response = await fetch(`http://127.0.0.1:${port}/readyz`);
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ status: 'unavailable' });
      } finally {
        await new Promise((resolve) => listener.close(resolve));
      }
    }
  });
});
