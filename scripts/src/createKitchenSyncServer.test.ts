import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CheckpointResponseSchema,
  CollabTicketResponseSchema,
  GuestLoginResponseSchema,
  HistoryListResponseSchema,
  deleteNode,
  readNodes,
  writeNode,
  SaveResponseSchema,
} from '@kitchensync/schemas';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { createKitchenSyncServer, type KitchenSyncServer } from './createKitchenSyncServer';
import { readServerConfig } from './serverConfig';

// Generous: on a loaded 2-core CI machine a restore took over 5 s to reach the client.
const WAIT_MS = 20_000;

async function waitFor(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function metricValue(text: string, line: RegExp): number {
  const match = line.exec(text);
  return match ? Number(match[1]) : Number.NaN;
}

describe('the composed product', () => {
  let server: KitchenSyncServer | undefined;
  let provider: WebsocketProvider | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    provider?.destroy();
    await server?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    provider = undefined;
    server = undefined;
    dataDir = undefined;
  });

  it('stores live edits, counts them in /metrics, restores a checkpoint to everyone in the room and exports what the log holds', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kitchensync-composed-'));
    const config = readServerConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PAYMENT_GATEWAY: 'test',
    });
    const logLines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(line) });
    server = await createKitchenSyncServer(config, logger, () => {});
    const { port } = await server.listen();
    const base = `http://127.0.0.1:${port}`;
    let token = '';
    const call = async (route: string, method = 'GET', body?: unknown) => {
      const response = await fetch(`${base}/api${route}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };

    const login = GuestLoginResponseSchema.parse(
      (await call('/auth/guest', 'POST', { email: 'ann@example.com' })).body,
    );
    if (!('auth' in login.data)) throw new Error('the guest was not logged in');
    token = login.data.auth.token;
    const { save } = SaveResponseSchema.parse((await call('/saves', 'POST', { filename: 'Kitchen' })).body);
    const { ticket } = CollabTicketResponseSchema.parse(
      (await call(`/saves/${save.id}/collab-ticket`, 'POST')).body,
    );

    const doc = new Y.Doc();
    provider = new WebsocketProvider(`ws://127.0.0.1:${port}/collab`, save.id, doc, {
      params: { ticket },
      WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
      disableBc: true,
    });
    const head = async () =>
      HistoryListResponseSchema.parse((await call(`/saves/${save.id}/history`)).body).head;
    const noteTexts = () => readNodes(doc, 'note').map((note) => note.text);
    const writeNote = (id: string, text: string) =>
      doc.transact(() => writeNode(doc, 'note', { id, text, position: { x: 0, y: 1, z: 0 } }));
    await waitFor(() => provider?.synced === true, 'the first sync');
    // The room's load may have stored a migration already: the edit is stored once the head passes it.
    const loadedHead = await head();
    writeNote('note_1', 'Measure the window');
    await waitFor(async () => (await head()) > loadedHead, 'the first edit to be stored');

    const created = await call(`/saves/${save.id}/history/checkpoints`, 'POST', { label: 'Window measured' });
    expect(created.status).toBe(201);
    const { checkpoint } = CheckpointResponseSchema.parse(created.body);
    doc.transact(() => {
      deleteNode(doc, 'note', 'note_1');
      writeNode(doc, 'note', { id: 'note_2', text: 'Order the sink', position: { x: 1, y: 1, z: 0 } });
    });
    await waitFor(async () => (await head()) > checkpoint.seq, 'the second edit to be stored');

    // Every answered api request is one structured log line.
    const requests = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.event === 'request');
    expect(requests).toContainEqual(
      expect.objectContaining({ method: 'POST', call: expect.any(String), status: 201 }),
    );

    // A declined card is a refusal from outside, logged as a warning, not as a failure of ours.
    const declined = await call('/subscribe', 'POST', {
      planId: 'starter',
      payment: { nonce: 'fake-processor-declined-visa-nonce' },
      administratorEmail: 'ann@example.com',
      name: 'Ann',
      phone: '',
      trialCodeId: null,
      gateway: 'test',
    });
    expect(declined.status).toBe(402);
    const refusals = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.event === 'payment-refused');
    expect(refusals).toEqual([expect.objectContaining({ level: 40, reason: 'Do Not Honor (2000)' })]);

    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metricValue(metrics, /^kitchensync_collab_updates_total (\d+)$/m)).toBeGreaterThanOrEqual(2);
    expect(metricValue(metrics, /^kitchensync_collab_append_seconds_count (\d+)$/m)).toBeGreaterThanOrEqual(
      2,
    );
    expect(metricValue(metrics, /^kitchensync_collab_connections\{role="owner"\} (\d+)$/m)).toBe(1);
    expect(metricValue(metrics, /^kitchensync_collab_rooms (\d+)$/m)).toBe(1);

    const restored = await call(`/saves/${save.id}/history/restore`, 'POST', { seq: checkpoint.seq });
    expect(restored.status).toBe(200);
    await waitFor(() => noteTexts().join() === 'Measure the window', 'the restore to reach the open client');
    const labels = HistoryListResponseSchema.parse(
      (await call(`/saves/${save.id}/history`)).body,
    ).checkpoints.map((entry) => entry.label);
    expect(labels).toEqual(expect.arrayContaining(['Window measured', 'Restored Window measured']));

    // The api reads the design itself from the same log: the export carries the restored note.
    const exported = await fetch(`${base}/api/saves/${save.id}/export`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(exported.status).toBe(200);
    const file = await exported.text();
    expect(file).toContain('Measure the window');
    expect(file).not.toContain('Order the sink');
    // Four waits of up to WAIT_MS each: the project's 20 s for the whole test would cut the last short.
  }, 60_000);

  it('logout closes the session’s collab socket (4001) and refuses the ticket it fetched just before', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kitchensync-composed-'));
    const config = readServerConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
    server = await createKitchenSyncServer(config, pino({ level: 'silent' }), () => {});
    const { port } = await server.listen();
    const call = async (route: string, token: string, body?: unknown) => {
      const response = await fetch(`http://127.0.0.1:${port}/api${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.status === 204 ? null : ((await response.json()) as unknown);
    };
    const login = GuestLoginResponseSchema.parse(await call('/auth/guest', '', { email: 'bo@example.com' }));
    if (!('auth' in login.data)) throw new Error('the guest was not logged in');
    const { token } = login.data.auth;
    const { save } = SaveResponseSchema.parse(await call('/saves', token, { filename: 'Kitchen' }));
    const ticketNow = async () =>
      CollabTicketResponseSchema.parse(await call(`/saves/${save.id}/collab-ticket`, token)).ticket;
    const roomUrl = (ticket: string) => `ws://127.0.0.1:${port}/collab/${save.id}?ticket=${ticket}`;
    const open = new WebSocket(roomUrl(await ticketNow()));
    // -1: still open after the wait.
    const closed = new Promise<number>((resolve) => {
      open.once('close', (code) => resolve(code));
      setTimeout(() => resolve(-1), 3_000).unref();
    });
    await new Promise((resolve, reject) => {
      open.once('open', resolve);
      open.once('error', reject);
    });
    const unused = await ticketNow();

    await call('/auth/logout', token);

    expect(await closed).toBe(4001);
    const refused = new WebSocket(roomUrl(unused));
    refused.on('error', () => undefined);
    const status = await new Promise<number>((resolve) => {
      refused.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      refused.once('open', () => resolve(101));
    });
    refused.terminate();
    open.terminate();
    expect(status).toBe(401);
  });

  it('caps link holders’ collab sockets per address as COLLAB_ANONYMOUS_SOCKETS_PER_ADDRESS says (429 beyond)', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kitchensync-composed-'));
    const config = readServerConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      COLLAB_ANONYMOUS_SOCKETS_PER_ADDRESS: '2',
    });
    server = await createKitchenSyncServer(config, pino({ level: 'silent' }), () => {});
    const { port } = await server.listen();
    const call = async (route: string, token: string | undefined, body?: unknown) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token !== undefined) headers.authorization = `Bearer ${token}`;
      const response = await fetch(`http://127.0.0.1:${port}/api${route}`, {
        method: 'POST',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.status === 204 ? null : ((await response.json()) as unknown);
    };
    const login = GuestLoginResponseSchema.parse(
      await call('/auth/guest', undefined, { email: 'li@example.com' }),
    );
    if (!('auth' in login.data)) throw new Error('the guest was not logged in');
    const { token } = login.data.auth;
    const { save } = SaveResponseSchema.parse(await call('/saves', token, { filename: 'Shown' }));
    await call(`/saves/${save.id}/share`, token, {
      access: 'public',
      generalAccess: 'viewer',
      editors: [],
      viewers: [],
    });
    const sockets: WebSocket[] = [];
    // A fresh link holder's ticket each time, so only the per-address cap can refuse it.
    const upgradeStatus = async () => {
      const { ticket } = CollabTicketResponseSchema.parse(
        await call(`/saves/${save.id}/collab-ticket`, undefined),
      );
      const socket = new WebSocket(`ws://127.0.0.1:${port}/collab/${save.id}?ticket=${ticket}`);
      sockets.push(socket);
      socket.on('error', () => undefined);
      return new Promise<number>((resolve) => {
        socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        socket.once('open', () => resolve(101));
      });
    };
    try {
      expect([await upgradeStatus(), await upgradeStatus(), await upgradeStatus()]).toEqual([101, 101, 429]);
    } finally {
      for (const socket of sockets) socket.terminate();
    }
  });
});
