import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { COLLAB_PATH_PREFIX, COLLAB_TICKET_TTL_SECONDS, type CollabTicketClaims } from '@kitchensync/schemas';
import { WebSocketServer, type WebSocket } from 'ws';
import type * as Y from 'yjs';
import { authorizeUpgrade } from './authorizeUpgrade';
import { createTicketVerifier } from './createTicketVerifier';
import { createInProcessRoomBus } from './bus/createInProcessRoomBus';
import type { RoomBus } from './bus/RoomBus';
import { createInProcessRevocationFeed } from './revocation/createInProcessRevocationFeed';
import type { AccessRevocation, RevocationFeed } from './revocation/RevocationFeed';
import { CloseCode } from './CloseCode';
import { CollabConnection, type ConnectionContext } from './CollabConnection';
import type { CollabLog } from './CollabLog';
import type { CollabObserver } from './CollabObserver';
import { DEFAULT_COLLAB_SETTINGS, type CollabSettings } from './CollabSettings';
import { guardCollabObserver } from './guardCollabObserver';
import { MessageType } from './MessageType';
import { Room, type RoomContext } from './Room';
import type { DocumentLog } from './store/DocumentLog';

/** How long a closing socket may take to finish the closing handshake before it is cut. */
const CLOSE_GRACE_MS = 2_000;
/** Past a ticket's lifetime every ticket issued before a revocation has expired on its own. */
const REVOCATION_MEMORY_MS = (COLLAB_TICKET_TTL_SECONDS + 60) * 1000;
/** An awareness update with no states: a data frame every client handles and nobody sees. */
const KEEPALIVE_FRAME = Uint8Array.from([MessageType.awareness, 1, 0]);

export interface CollabServerOptions {
  /** Shared by every instance serving the same saves; rooms read its head and tail to fill bus gaps. */
  store: DocumentLog;
  ticketSecret: Uint8Array;
  /**
   * How this instance's rooms hear the other instances'. Left out: an in-process bus the server creates
   * and closes itself. One passed in is the caller's to close, after `close()`.
   */
  bus?: RoomBus;
  /**
   * How revocations reach the other instances, which must refuse the old tickets too. Left out: an
   * in-process feed the server creates and closes itself. One passed in is the caller's to close.
   */
  revocations?: RevocationFeed;
  /** Metric hooks; see CollabObserver. */
  observer?: CollabObserver;
  log?: CollabLog;
  /** Limits and timings; every one left out keeps its production default. */
  settings?: Partial<CollabSettings>;
}

export interface CollabServer {
  /**
   * Call from http.Server 'upgrade' for requests whose path starts with COLLAB_PATH_PREFIX ('/collab/');
   * returns false (and does nothing) for other paths so the caller can leave them to others (Vite HMR).
   */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /**
   * For the api, when a save's sharing changed: closes the user's open connections to the save (every
   * connection when `userId` is null) with 4001, so that clients rejoin with a fresh ticket and their new
   * role, and refuses (401) tickets for them issued before now; the other instances do the same through
   * the revocation feed. Returns how many connections of this instance were closed.
   */
  revoke(saveId: string, userId: string | null): number;
  /**
   * Changes a save as the server (a history restore, say): runs `change` synchronously on a copy of the
   * save's live document (loading the room when nobody has it open, and letting it go afterwards like a
   * room whose last client left), appends what it changed with `author`, then shares it with every
   * client on every instance. Resolves with the update's seq once durable, or null when `change`
   * changed nothing. Rejects when the room cannot load, `change` throws, or the append fails; then
   * nothing was stored or shared. Server changes of one save run one at a time.
   */
  applyServerChange(
    saveId: string,
    change: (doc: Y.Doc) => void,
    author: string | null,
  ): Promise<number | null>;
  roomCount(): number;
  /** Loaded rooms whose design sleeps as compressed bytes (see CollabSettings.dormantRoomAfterMs). */
  dormantRoomCount(): number;
  connectionCount(): number;
  /**
   * Closes every socket (code 1001), waits for pending appends and server changes, takes the rooms off
   * the bus (closing the bus when the server created it), then resolves.
   */
  close(): Promise<void>;
}

/** The Yjs room server: one room per save, every accepted update shared at once and acknowledged once durable. */
export function createCollabServer(options: CollabServerOptions): CollabServer {
  const { store, ticketSecret } = options;
  const settings: CollabSettings = { ...DEFAULT_COLLAB_SETTINGS, ...options.settings };
  const log: CollabLog = options.log ?? (() => undefined);
  const ownsBus = options.bus === undefined;
  const bus = options.bus ?? createInProcessRoomBus({ log });
  const ownsRevocations = options.revocations === undefined;
  const revocationFeed = options.revocations ?? createInProcessRevocationFeed();
  const observer = guardCollabObserver(options.observer ?? {}, log);
  const context: ConnectionContext = { log, settings, observer };
  const roomContext: RoomContext = {
    store,
    bus,
    observer,
    log,
    graceMs: settings.idleRoomGraceMs,
    resyncRetryMs: settings.resyncRetryMs,
    dormantAfterMs: settings.dormantRoomAfterMs,
  };
  const verifyTicket = createTicketVerifier(ticketSecret);
  const wss = new WebSocketServer({ noServer: true, maxPayload: settings.maxMessageBytes });
  const rooms = new Map<string, Room>();
  const connections = new Map<WebSocket, CollabConnection>();
  const perUser = new Map<string, number>();
  /** `saveId \n userId` (`*` for everyone) → the epoch ms before which tickets no longer count. */
  const revocations = new Map<string, number>();
  const pendingUpgrades = new Set<Promise<void>>();
  /** Work that holds a room: closed connections finishing their frames, and server changes. */
  const draining = new Set<Promise<unknown>>();
  /** Rooms that left memory and are still leaving the bus. */
  const leavingBus = new Set<Promise<void>>();
  let closing: Promise<void> | null = null;

  const heartbeat = setInterval(() => {
    for (const [ws, connection] of connections) {
      if (!connection.alive) {
        ws.terminate();
        continue;
      }
      connection.alive = false;
      ws.ping();
    }
  }, settings.pingIntervalMs);
  heartbeat.unref();
  // Pings are invisible to browser code, so a client in a quiet room could not tell it from a dead link.
  const keepalive = setInterval(() => {
    for (const connection of connections.values()) connection.send(KEEPALIVE_FRAME);
  }, settings.keepaliveIntervalMs);
  keepalive.unref();

  function roomFor(saveId: string): Room {
    let room = rooms.get(saveId);
    if (!room) {
      room = new Room(saveId, roomContext, (gone, leaving) => {
        if (rooms.get(saveId) === gone) rooms.delete(saveId);
        leavingBus.add(leaving);
        void leaving.finally(() => leavingBus.delete(leaving));
      });
      rooms.set(saveId, room);
    }
    return room;
  }

  function reserveSlot(userId: string | null): boolean {
    // Guests share no identity to count by; their tickets are per save and short-lived.
    if (userId === null) return true;
    const open = perUser.get(userId) ?? 0;
    if (open >= settings.maxConnectionsPerUser) return false;
    perUser.set(userId, open + 1);
    return true;
  }

  function releaseSlot(userId: string | null): void {
    if (userId === null) return;
    const open = (perUser.get(userId) ?? 1) - 1;
    if (open <= 0) perUser.delete(userId);
    else perUser.set(userId, open);
  }

  function isRevoked(saveId: string, claims: CollabTicketClaims, issuedAtMs: number): boolean {
    const revokedAt = Math.max(
      revocations.get(`${saveId}\n*`) ?? 0,
      claims.userId === null ? 0 : (revocations.get(`${saveId}\n${claims.userId}`) ?? 0),
    );
    // Strictly before: a ticket fetched in the same second as the revocation is the fresh one.
    return issuedAtMs < revokedAt;
  }

  function accept(ws: WebSocket, saveId: string, claims: CollabTicketClaims, issuedAtMs: number): void {
    if (closing) {
      ws.close(CloseCode.goingAway, 'Server shutting down');
      return;
    }
    const connection = new CollabConnection(ws, roomFor(saveId), claims, issuedAtMs, context);
    connections.set(ws, connection);
    observer.connectionOpened(saveId, claims.role);
    ws.on('message', (data, isBinary) => connection.receive(data, isBinary));
    ws.on('pong', () => {
      connection.alive = true;
    });
    ws.on('error', (error) => log('socket-error', { saveId, userId: claims.userId, error: String(error) }));
    ws.on('close', () => {
      connections.delete(ws);
      observer.connectionClosed(saveId, claims.role);
      const drained = connection.closed().finally(() => draining.delete(drained));
      draining.add(drained);
    });
  }

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): Promise<void> {
    // Until ws owns the socket, a client reset must not become an uncaught 'error'.
    const onError = () => socket.destroy();
    socket.on('error', onError);
    const decision = authorizeUpgrade(url, verifyTicket);
    if (closing) {
      refuse(socket, 503);
      return;
    }
    if (!decision.allowed) {
      log('upgrade-refused', { status: decision.status, reason: decision.reason });
      refuse(socket, decision.status);
      return;
    }
    const { saveId, claims } = decision;
    if (isRevoked(saveId, claims, decision.issuedAtMs)) {
      log('upgrade-refused', { status: 401, reason: 'ticket issued before its access changed', saveId });
      refuse(socket, 401);
      return;
    }
    if (socket.destroyed) return;
    if (!reserveSlot(claims.userId)) {
      log('upgrade-refused', { status: 429, reason: 'too many connections', userId: claims.userId });
      refuse(socket, 429);
      return;
    }
    let accepted = false;
    socket.once('close', () => {
      if (!accepted) releaseSlot(claims.userId);
    });
    socket.off('error', onError);
    wss.handleUpgrade(req, socket, head, (ws) => {
      accepted = true;
      ws.once('close', () => releaseSlot(claims.userId));
      accept(ws, saveId, claims, decision.issuedAtMs);
    });
  }

  async function shutDown(): Promise<void> {
    clearInterval(heartbeat);
    clearInterval(keepalive);
    await Promise.allSettled([...pendingUpgrades]);
    await Promise.all([...connections.keys()].map(closeSocket));
    await Promise.allSettled([...draining]);
    for (const room of [...rooms.values()]) void room.destroy();
    await Promise.allSettled([...leavingBus]);
    await new Promise<void>((resolve) => wss.close(() => resolve()));
    if (ownsBus) await bus.close();
    stopHearingRevocations();
    if (ownsRevocations) await revocationFeed.close();
  }

  /** Records the revocation and closes this instance's affected connections; returns how many. */
  function applyRevocation({ saveId, userId, atMs }: AccessRevocation): number {
    for (const [key, at] of revocations) {
      if (at < Date.now() - REVOCATION_MEMORY_MS) revocations.delete(key);
    }
    const key = `${saveId}\n${userId ?? '*'}`;
    revocations.set(key, Math.max(revocations.get(key) ?? 0, atMs));
    let closed = 0;
    for (const connection of connections.values()) {
      if (connection.saveId !== saveId) continue;
      if (userId !== null && connection.claims.userId !== userId) continue;
      // A ticket fetched after the revocation already carries the new role; only older ones are cut.
      if (connection.issuedAtMs >= atMs) continue;
      connection.end(CloseCode.accessChanged, 'Your access to this design changed; rejoin');
      closed += 1;
    }
    return closed;
  }

  const stopHearingRevocations = revocationFeed.subscribe((revocation) => {
    const closed = applyRevocation(revocation);
    log('access-revoked', { ...revocation, closed, by: 'another instance' });
  });

  async function changeAsServer(
    saveId: string,
    change: (doc: Y.Doc) => void,
    author: string | null,
  ): Promise<number | null> {
    const room = roomFor(saveId);
    room.hold();
    try {
      return await room.applyServerChange(change, author);
    } finally {
      room.release();
    }
  }

  return {
    handleUpgrade(req, socket, head) {
      let url: URL;
      try {
        url = new URL(req.url ?? '/', 'http://collab.invalid');
      } catch {
        return false;
      }
      if (!url.pathname.startsWith(COLLAB_PATH_PREFIX)) return false;
      const pending = upgrade(req, socket, head, url)
        .catch((error: unknown) => {
          log('upgrade-failed', { error: String(error) });
          socket.destroy();
        })
        .finally(() => pendingUpgrades.delete(pending));
      pendingUpgrades.add(pending);
      return true;
    },
    revoke(saveId, userId) {
      const revocation = { saveId, userId, atMs: Date.now() };
      const closed = applyRevocation(revocation);
      revocationFeed.publish(revocation).catch((error: unknown) => {
        log('revocation-not-shared', { saveId, userId, error: String(error) });
      });
      log('access-revoked', { saveId, userId, closed });
      return closed;
    },
    applyServerChange(saveId, change, author) {
      if (closing) return Promise.reject(new Error('The collab server is closing'));
      const changing = changeAsServer(saveId, change, author);
      const drained = changing.then(
        () => undefined,
        () => undefined,
      );
      draining.add(drained);
      void drained.finally(() => draining.delete(drained));
      return changing;
    },
    roomCount() {
      return rooms.size;
    },
    dormantRoomCount() {
      let dormant = 0;
      for (const room of rooms.values()) if (room.isDormant) dormant += 1;
      return dormant;
    },
    connectionCount() {
      return connections.size;
    },
    close() {
      closing ??= shutDown();
      return closing;
    },
  };
}

function refuse(socket: Duplex, status: number): void {
  if (socket.destroyed) return;
  const body = STATUS_CODES[status] ?? 'Error';
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${body}\r\nConnection: close\r\nContent-Type: text/plain\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

function closeSocket(ws: WebSocket): Promise<void> {
  return new Promise((resolve) => {
    const cut = setTimeout(() => ws.terminate(), CLOSE_GRACE_MS);
    ws.once('close', () => {
      clearTimeout(cut);
      resolve();
    });
    ws.close(CloseCode.goingAway, 'Server shutting down');
  });
}
