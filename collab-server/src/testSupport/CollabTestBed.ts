import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signCollabTicket, type Role } from '@kitchensync/schemas';
import * as decoding from 'lib0/decoding';
import * as auth from 'y-protocols/auth';
import { WebsocketProvider } from 'y-websocket';
import WebSocket from 'ws';
import * as Y from 'yjs';
import type { RoomBus } from '../bus/RoomBus';
import type { CollabObserver } from '../CollabObserver';
import type { CollabSettings } from '../CollabSettings';
import type { RevocationFeed } from '../revocation/RevocationFeed';
import { createCollabServer, type CollabServer } from '../createCollabServer';
import type { DocumentStore } from '../DocumentStore';
import { MessageType } from '../MessageType';
import { openSqliteDocumentStore } from '../SqliteDocumentStore';
import type { DocumentLog } from '../store/DocumentLog';
import { waitFor } from './waitFor';

export interface TestClient {
  doc: Y.Doc;
  provider: WebsocketProvider;
  /** Reasons of every permission-denied auth message the server sent. */
  denials: string[];
  /** The seq of every acknowledgement the server sent, in order. */
  acks: number[];
}

interface Running {
  http: Server;
  collab: CollabServer;
  store: DocumentLog;
  port: number;
}

/** What a test may give the server besides its store and settings. */
export interface TestServerParts {
  /** Left out: the server's own in-process bus. A bus given here is the test's to close. */
  bus?: RoomBus;
  /** Left out: the server's own in-process feed. A feed given here is the test's to close. */
  revocations?: RevocationFeed;
  observer?: CollabObserver;
  trustProxy?: boolean;
}

/**
 * A collab server on 127.0.0.1 over a real SQLite file in a temp dir, plus the clients a test opened;
 * `dispose` closes all of it, in the order that lets each part finish.
 */
export class CollabTestBed {
  readonly secret = new TextEncoder().encode('collab-test-secret-of-32-bytes!!');
  readonly dir = mkdtempSync(join(tmpdir(), 'collab-server-'));
  readonly dbFile = join(this.dir, 'data', 'collab.sqlite');
  private running: Running | null = null;
  private readonly clients = new Set<WebsocketProvider>();
  private readonly sockets = new Set<WebSocket>();

  get collab(): CollabServer {
    return this.current().collab;
  }

  get store(): DocumentLog {
    return this.current().store;
  }

  get baseUrl(): string {
    return `ws://127.0.0.1:${this.current().port}`;
  }

  /** Events the server logged, for tests that check what it refused. */
  readonly events: { event: string; details: Record<string, unknown> }[] = [];

  /**
   * Starts the server over `store` (by default a new handle on this bed's SQLite file). Another bed's
   * `dbFile` opened here makes a second instance over the same log, as instances behind one database.
   */
  async start(
    store: DocumentStore | DocumentLog = openSqliteDocumentStore(this.dbFile),
    settings: Partial<CollabSettings> = {},
    parts: TestServerParts = {},
  ): Promise<void> {
    const log = isDocumentLog(store) ? store : withLogOf(store, this.dbFile);
    // Rooms leave memory at once unless a test is about the grace period.
    const collab = createCollabServer({
      store: log,
      ...parts,
      ticketSecret: this.secret,
      settings: { idleRoomGraceMs: 0, ...settings },
      log: (event, details) => this.events.push({ event, details }),
    });
    const http = createServer((_req, res) => res.writeHead(404).end());
    http.on('upgrade', (req, socket, head) => {
      if (!collab.handleUpgrade(req, socket, head)) socket.destroy();
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    this.running = { http, collab, store: log, port: (http.address() as AddressInfo).port };
  }

  /** Closes the collab server, then the HTTP server, then the store, as the app's shutdown must. */
  async stop(): Promise<void> {
    const running = this.running;
    if (!running) return;
    this.running = null;
    await running.collab.close();
    running.http.closeAllConnections();
    await new Promise<void>((resolve) => running.http.close(() => resolve()));
    await running.store.close();
  }

  async ticket(saveId: string, role: Role, userId: string | null = `user_${role}`): Promise<string> {
    return (await signCollabTicket({ saveId, role, userId, name: role }, this.secret)).ticket;
  }

  /** A URL a raw socket can open for the save with a fresh ticket. */
  async roomUrl(saveId: string, role: Role, userId: string | null = `user_${role}`): Promise<string> {
    return `${this.baseUrl}/collab/${saveId}?ticket=${await this.ticket(saveId, role, userId)}`;
  }

  /** The stock y-websocket client; pass a doc to connect with edits made offline. */
  async connect(
    saveId: string,
    role: Role,
    doc = new Y.Doc(),
    userId: string | null = `user_${role}`,
  ): Promise<TestClient> {
    const provider = new WebsocketProvider(`${this.baseUrl}/collab`, saveId, doc, {
      params: { ticket: await this.ticket(saveId, role, userId) },
      WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
      connect: true,
      disableBc: true,
    });
    this.clients.add(provider);
    const denials: string[] = [];
    provider.messageHandlers[MessageType.auth] = (_encoder, decoder) =>
      auth.readAuthMessage(decoder, doc, (_doc, reason) => denials.push(reason));
    const acks: number[] = [];
    provider.messageHandlers[MessageType.ack] = (_encoder, decoder) =>
      acks.push(decoding.readVarUint(decoder));
    return { doc, provider, denials, acks };
  }

  async connectSynced(saveId: string, role: Role, doc?: Y.Doc, userId?: string | null): Promise<TestClient> {
    const client = await this.connect(saveId, role, doc, userId);
    await waitFor(() => client.provider.synced, `${role} to sync`);
    return client;
  }

  disconnect(client: TestClient): void {
    client.provider.destroy();
    this.clients.delete(client.provider);
  }

  /** A bare `ws` socket, for what the stock client would never send. */
  rawSocket(url: string, headers: Record<string, string> = {}): WebSocket {
    const socket = new WebSocket(url, { headers });
    socket.on('error', () => undefined);
    this.sockets.add(socket);
    return socket;
  }

  /** The HTTP status the upgrade got: 101 when the socket opened. */
  upgradeStatus(pathAndQuery: string, headers: Record<string, string> = {}): Promise<number> {
    const socket = this.rawSocket(`${this.baseUrl}${pathAndQuery}`, headers);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no upgrade answer for ${pathAndQuery}`)), 5_000);
      socket.on('unexpected-response', (_req, res) => {
        clearTimeout(timer);
        resolve(res.statusCode ?? 0);
      });
      socket.on('open', () => {
        clearTimeout(timer);
        resolve(101);
      });
    });
  }

  async dispose(): Promise<void> {
    for (const provider of this.clients) provider.destroy();
    this.clients.clear();
    for (const socket of this.sockets) socket.terminate();
    this.sockets.clear();
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }

  private current(): Running {
    if (!this.running) throw new Error('the test server is not running');
    return this.running;
  }
}

function isDocumentLog(store: DocumentStore | DocumentLog): store is DocumentLog {
  return 'lastSeq' in store && 'loadTailSince' in store;
}

/**
 * Tests that gate or fail loads and appends wrap only the DocumentStore part of the SQLite store; the
 * rest of the log (head, tail) is read from the same file through a handle of its own.
 */
function withLogOf(store: DocumentStore, dbFile: string): DocumentLog {
  const sqlite = openSqliteDocumentStore(dbFile);
  return {
    ...sqlite,
    loadUpdates: (saveId) => store.loadUpdates(saveId),
    appendUpdate: (saveId, update, author) => store.appendUpdate(saveId, update, author),
    async close() {
      await Promise.all([store.close(), sqlite.close()]);
    },
  };
}
