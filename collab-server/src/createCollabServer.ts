import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { COLLAB_PATH_PREFIX, type CollabTicketClaims } from '@kitchensync/schemas';
import { WebSocketServer, type WebSocket } from 'ws';
import { authorizeUpgrade } from './authorizeUpgrade';
import { CloseCode } from './CloseCode';
import { CollabConnection } from './CollabConnection';
import type { CollabLog } from './CollabLog';
import type { DocumentStore } from './DocumentStore';
import { Room } from './Room';

const MAX_MESSAGE_BYTES = 4 * 1024 * 1024;
const PING_INTERVAL_MS = 15_000;
/** How long a closing socket may take to finish the closing handshake before it is cut. */
const CLOSE_GRACE_MS = 2_000;

export interface CollabServerOptions {
  store: DocumentStore;
  ticketSecret: Uint8Array;
  log?: CollabLog;
}

export interface CollabServer {
  /**
   * Call from http.Server 'upgrade' for requests whose path starts with COLLAB_PATH_PREFIX ('/collab/');
   * returns false (and does nothing) for other paths so the caller can leave them to others (Vite HMR).
   */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  roomCount(): number;
  /** Closes every socket (code 1001), waits for pending appends, then resolves. */
  close(): Promise<void>;
}

/** The Yjs room server: one room per save, every accepted update appended to the store before it is shared. */
export function createCollabServer(options: CollabServerOptions): CollabServer {
  const { store, ticketSecret } = options;
  const log: CollabLog = options.log ?? (() => undefined);
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const rooms = new Map<string, Room>();
  const connections = new Map<WebSocket, CollabConnection>();
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
  }, PING_INTERVAL_MS);
  heartbeat.unref();

  function roomFor(saveId: string): Room {
    let room = rooms.get(saveId);
    if (!room) {
      room = new Room(
        saveId,
        () => store.loadUpdates(saveId),
        (gone) => {
          if (rooms.get(saveId) === gone) rooms.delete(saveId);
        },
      );
      rooms.set(saveId, room);
    }
    return room;
  }

  function accept(ws: WebSocket, saveId: string, claims: CollabTicketClaims): void {
    if (closing) {
      ws.close(CloseCode.goingAway, 'Server shutting down');
      return;
    }
    const connection = new CollabConnection(ws, roomFor(saveId), claims, store, log);
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
    if (socket.destroyed) return;
    socket.off('error', onError);
    wss.handleUpgrade(req, socket, head, (ws) => accept(ws, decision.saveId, decision.claims));
  }

  async function shutDown(): Promise<void> {
    clearInterval(heartbeat);
    await Promise.allSettled([...pendingUpgrades]);
    await Promise.all([...connections.keys()].map(closeSocket));
    await Promise.allSettled([...draining]);
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
    roomCount() {
      return rooms.size;
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
