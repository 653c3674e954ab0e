import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { COLLAB_PATH_PREFIX, COLLAB_TICKET_TTL_SECONDS, type CollabTicketClaims } from '@kitchensync/schemas';
import { WebSocketServer, type WebSocket } from 'ws';
import { authorizeUpgrade } from './authorizeUpgrade';
import { CloseCode } from './CloseCode';
import { CollabConnection, type ConnectionContext } from './CollabConnection';
import type { CollabLog } from './CollabLog';
import { DEFAULT_COLLAB_SETTINGS, type CollabSettings } from './CollabSettings';
import type { DocumentStore } from './DocumentStore';
import { MessageType } from './MessageType';
import { Room } from './Room';

/** How long a closing socket may take to finish the closing handshake before it is cut. */
const CLOSE_GRACE_MS = 2_000;
/** An awareness update with no states: a data frame every client handles and nobody sees. */
const KEEPALIVE_FRAME = Uint8Array.from([MessageType.awareness, 1, 0]);

export interface CollabServerOptions {
  store: DocumentStore;
  ticketSecret: Uint8Array;
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
   * role, and refuses (401) tickets for them issued before this second. Returns how many were closed.
   */
  revoke(saveId: string, userId: string | null): number;
  roomCount(): number;
  connectionCount(): number;
  /** Closes every socket (code 1001), waits for pending appends, then resolves. */
  close(): Promise<void>;
}

/** The Yjs room server: one room per save, every accepted update appended to the store before it is shared. */
export function createCollabServer(options: CollabServerOptions): CollabServer {
  const { store, ticketSecret } = options;
  const settings: CollabSettings = { ...DEFAULT_COLLAB_SETTINGS, ...options.settings };
  const log: CollabLog = options.log ?? (() => undefined);
  const context: ConnectionContext = { store, log, settings };
  const wss = new WebSocketServer({ noServer: true, maxPayload: settings.maxMessageBytes });
  const rooms = new Map<string, Room>();
  const connections = new Map<WebSocket, CollabConnection>();
  const perUser = new Map<string, number>();
  /** `saveId \n userId` (`*` for everyone) → the second before which tickets no longer count. */
  const revocations = new Map<string, number>();
  const pendingUpgrades = new Set<Promise<void>>();
  const draining = new Set<Promise<void>>();
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
      room = new Room(
        saveId,
        {
          load: () => store.loadUpdates(saveId),
          append: (update) => store.appendUpdate(saveId, update, null),
        },
        settings.idleRoomGraceMs,
        (gone) => {
          if (rooms.get(saveId) === gone) rooms.delete(saveId);
        },
      );
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

  function isRevoked(saveId: string, claims: CollabTicketClaims, issuedAt: number): boolean {
    const revokedAt = Math.max(
      revocations.get(`${saveId}\n*`) ?? 0,
      claims.userId === null ? 0 : (revocations.get(`${saveId}\n${claims.userId}`) ?? 0),
    );
    // Strictly before: a ticket fetched in the same second as the revocation is the fresh one.
    return issuedAt < revokedAt;
  }

  function accept(ws: WebSocket, saveId: string, claims: CollabTicketClaims): void {
    if (closing) {
      ws.close(CloseCode.goingAway, 'Server shutting down');
      return;
    }
    const connection = new CollabConnection(ws, roomFor(saveId), claims, context);
    connections.set(ws, connection);
    ws.on('message', (data, isBinary) => connection.receive(data, isBinary));
    ws.on('pong', () => {
      connection.alive = true;
    });
    ws.on('error', (error) => log('socket-error', { saveId, userId: claims.userId, error: String(error) }));
    ws.on('close', () => {
      connections.delete(ws);
      const drained = connection.closed().finally(() => draining.delete(drained));
      draining.add(drained);
    });
  }

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): Promise<void> {
    // Until ws owns the socket, a client reset must not become an uncaught 'error'.
    const onError = () => socket.destroy();
    socket.on('error', onError);
    const decision = await authorizeUpgrade(url, ticketSecret);
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
    if (isRevoked(saveId, claims, decision.issuedAt)) {
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
      accept(ws, saveId, claims);
    });
  }

  async function shutDown(): Promise<void> {
    clearInterval(heartbeat);
    clearInterval(keepalive);
    await Promise.allSettled([...pendingUpgrades]);
    await Promise.all([...connections.keys()].map(closeSocket));
    await Promise.allSettled([...draining]);
    for (const room of [...rooms.values()]) room.destroy();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
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
      const now = Math.floor(Date.now() / 1000);
      for (const [key, at] of revocations) {
        if (at < now - COLLAB_TICKET_TTL_SECONDS - 60) revocations.delete(key);
      }
      revocations.set(`${saveId}\n${userId ?? '*'}`, now);
      let closed = 0;
      for (const connection of connections.values()) {
        if (connection.saveId !== saveId) continue;
        if (userId !== null && connection.claims.userId !== userId) continue;
        connection.end(CloseCode.accessChanged, 'Your access to this design changed; rejoin');
        closed += 1;
      }
      log('access-revoked', { saveId, userId, closed });
      return closed;
    },
    roomCount() {
      return rooms.size;
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
