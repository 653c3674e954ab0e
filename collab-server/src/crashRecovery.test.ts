import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signCollabTicket } from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import { WebsocketProvider } from 'y-websocket';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { MessageType } from './MessageType';
import { listen, opened, updateFrame } from './testSupport/rawFrames';
import { spawnCollabServer, type CollabProcess } from './testSupport/spawnCollabServer';
import { waitFor } from './testSupport/waitFor';

const SECRET = 'crash-test-secret-of-32-bytes!!!';
const SAVE = 'save_crash';
const CLIENTS = 4;
const EDITS_PER_CLIENT = 400;
const KILL_AFTER_ACKS = 120;

const processes: CollabProcess[] = [];
const sockets: WebSocket[] = [];
const providers: WebsocketProvider[] = [];
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'collab-crash-'));
});

afterEach(async () => {
  for (const provider of providers.splice(0)) provider.destroy();
  for (const socket of sockets.splice(0)) socket.terminate();
  for (const running of processes.splice(0)) {
    running.child.kill('SIGKILL');
    await running.exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

async function ticket(userId: string): Promise<string> {
  const signed = await signCollabTicket(
    { saveId: SAVE, role: 'editor', userId, name: userId },
    new TextEncoder().encode(SECRET),
  );
  return signed.ticket;
}

async function start(writer: 'inline' | 'worker' | 'async-fsync'): Promise<CollabProcess> {
  const running = await spawnCollabServer(dir, SECRET, writer);
  processes.push(running);
  return running;
}

/**
 * A raw editor that sends one update frame per edit and pairs the server's acks with them in order. It
 * applies the others' updates it hears, as a browser does, so that it holds their unacknowledged edits too.
 */
async function burstingClient(port: number, index: number, everyoneIn: Promise<void>) {
  const socket = new WebSocket(
    `ws://127.0.0.1:${port}/collab/${SAVE}?ticket=${await ticket(`user_${index}`)}`,
  );
  socket.on('error', () => undefined);
  sockets.push(socket);
  const heard = listen(socket);
  await opened(socket);
  const doc = new Y.Doc();
  socket.on('message', (data: Buffer) => {
    const decoder = decoding.createDecoder(new Uint8Array(data));
    if (decoding.readVarUint(decoder) !== MessageType.sync) return;
    syncProtocol.readSyncMessage(decoder, encoding.createEncoder(), doc, 'server');
  });
  const sent: string[] = [];
  let stop = false;
  const burst = (async () => {
    // Raw clients never ask for the room's state, so a peer that joined late would hold the author's
    // later updates pending forever without its first ones.
    await everyoneIn;
    for (let k = 0; k < EDITS_PER_CLIENT && !stop && socket.readyState === socket.OPEN; k += 1) {
      const key = `c${index}_${k}`;
      let update: Uint8Array | null = null;
      const capture = (u: Uint8Array) => (update = u);
      doc.on('update', capture);
      doc.getMap('m').set(key, k);
      doc.off('update', capture);
      sent.push(key);
      socket.send(updateFrame(update!), () => undefined);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  })();
  return {
    doc,
    heard,
    sent,
    acked: () => sent.slice(0, heard.acks.length),
    finish: async () => {
      stop = true;
      await burst;
    },
  };
}

describe.each(['inline', 'worker', 'async-fsync'] as const)('crash recovery with the %s writer', (writer) => {
  it('keeps every acknowledged update after kill -9 mid-burst, and the clients then converge', async () => {
    const first = await start(writer);
    let letThemWrite: () => void = () => undefined;
    const everyoneIn = new Promise<void>((resolve) => (letThemWrite = resolve));
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) => burstingClient(first.port, i, everyoneIn)),
    );
    letThemWrite();
    const totalAcks = () => clients.reduce((sum, client) => sum + client.heard.acks.length, 0);
    await waitFor(
      () => totalAcks() >= KILL_AFTER_ACKS,
      'a good part of the burst to be acknowledged',
      20_000,
    );
    first.child.kill('SIGKILL');
    await first.exited;
    const acked = clients.flatMap((client) => client.acked());
    await Promise.all(clients.map((client) => client.finish()));
    // Mid-burst: the kill came before any client had everything acknowledged.
    expect(clients.every((client) => client.heard.acks.length < EDITS_PER_CLIENT)).toBe(true);
    expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);

    const second = await start(writer);
    const connect = async (doc: Y.Doc, userId: string) => {
      const provider = new WebsocketProvider(`ws://127.0.0.1:${second.port}/collab`, SAVE, doc, {
        params: { ticket: await ticket(userId) },
        WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
        disableBc: true,
      });
      provider.messageHandlers[MessageType.ack] = () => undefined;
      providers.push(provider);
      return provider;
    };
    const reader = new Y.Doc();
    const readerProvider = await connect(reader, 'user_reader');
    await waitFor(() => readerProvider.synced, 'the reader to load the save after the restart', 10_000);
    const missing = acked.filter((key) => !reader.getMap('m').has(key));
    expect(missing).toEqual([]);

    // The peers come back first: what they heard from the absent author, acknowledged or not (updates are
    // broadcast before they are durable), returns with them.
    const [absent, ...peers] = clients;
    const heldByPeers = [...new Set(peers.flatMap((client) => [...client.doc.getMap('m').keys()]))];
    expect(heldByPeers.some((key) => key.startsWith('c0_'))).toBe(true);
    const peersBack = await Promise.all(peers.map((client, i) => connect(client.doc, `user_${i + 1}`)));
    await waitFor(() => peersBack.every((provider) => provider.synced), 'the peers to rejoin', 10_000);
    await waitFor(
      () => heldByPeers.every((key) => reader.getMap('m').has(key)),
      'everything the peers hold, the absent author’s edits they saw included',
      10_000,
    );
    const authorBack = await connect(absent!.doc, 'user_0');
    await waitFor(() => authorBack.synced, 'the absent author to rejoin', 10_000);
    const expected = clients.reduce((sum, client) => sum + client.sent.length, 0);
    await waitFor(
      () => reader.getMap('m').size === expected,
      'every client’s unacknowledged edits to arrive too',
      10_000,
    );
    // Key order differs between replicas; the content must not.
    const canonical = (doc: Y.Doc) => JSON.stringify(Object.entries(doc.getMap('m').toJSON()).sort());
    const state = canonical(reader);
    await waitFor(
      () => clients.every((client) => canonical(client.doc) === state),
      'the clients to converge',
      10_000,
    );
  }, 60_000);
});
