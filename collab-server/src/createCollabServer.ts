import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { COLLAB_PATH_PREFIX, COLLAB_TICKET_TTL_SECONDS, type CollabTicketClaims } from '@kitchensync/schemas';
import { WebSocketServer, type WebSocket } from 'ws';
import type * as Y from 'yjs';
import { authorizeUpgrade } from './authorizeUpgrade';
import { clientAddress } from './clientAddress';
import { createTicketVerifier } from './createTicketVerifier';
import { createInProcessRoomBus } from './bus/createInProcessRoomBus';
import type { RoomBus } from './bus/RoomBus';
import { createInProcessRevocationFeed } from './revocation/createInProcessRevocationFeed';
import { isEndedSession, type Revocation, type RevocationFeed } from './revocation/RevocationFeed';
import { CloseCode } from './CloseCode';
import { CollabConnection, type ConnectionContext } from './CollabConnection';
import { ConnectionSlots, type SlotLimit } from './ConnectionSlots';
import type { CollabLog } from './CollabLog';
import type { CollabObserver } from './CollabObserver';
import { DEFAULT_COLLAB_SETTINGS, type CollabSettings } from './CollabSettings';
import { guardCollabObserver } from './guardCollabObserver';
import { MessageType } from './MessageType';
import { Room, type RoomContext } from './Room';
import type { DocumentLog } from './store/DocumentLog';
import { WireFrame } from './WireFrame';

/** How long a closing socket may take to finish the closing handshake before it is cut. */
const CLOSE_GRACE_MS = 2_000;
/** Past a ticket's lifetime every ticket issued before a revocation has expired on its own. */
const REVOCATION_MEMORY_MS = (COLLAB_TICKET_TTL_SECONDS + 60) * 1000;
/**
 * How long a revocation waits for the revoked sockets' frames already received (an append under way)
 * before it counts as applied anyway; bounded so that a stuck store cannot hold the api's answer.
 */
const REVOCATION_SETTLE_MS = 2_000;
/** An awareness update with no states: a data frame every client handles and nobody sees. */
const KEEPALIVE_FRAME = WireFrame.of(Uint8Array.from([MessageType.awareness, 1, 0]));

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
  /**
   * Behind a load balancer: per-address limits count the client address in X-Forwarded-For instead of
   * the balancer's (the api's `TRUST_PROXY`). Never set it when clients reach the server directly.
   */
  trustProxy?: boolean;
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
   * the revocation feed. Resolves with how many connections of this instance were closed once the
   * change holds on every instance: each has closed its affected sockets, and whatever those had sent
   * before is stored or dropped, so nothing of the old role lands after this resolves. An instance
   * that does not confirm within the feed's timeout is logged and not waited for.
   */
  revoke(saveId: string, userId: string | null): Promise<number>;
  /**
   * For the api, when a login session ended (logout, or ended from the account page): refuses every
   * ticket carrying that `sessionId` claim (401) and closes their sockets with 4001, here and on every
   * other instance; resolves like `revoke`.
   */
  endSession(sessionId: string): Promise<number>;
  /**
   * For the api, when a save's details (its name) changed: every client in the save's room, on every
   * instance, is told to refetch them. Resolves once the notice is on its way; rejects when the bus
   * cannot take it (the notice is lost, nothing else is).
   */
  announceSaveDetailsChanged(saveId: string): Promise<void>;
  /**
   * For the api, when the catalogue prices of an account changed: every client of every room, on every
   * instance, is told the account; those whose carts it prices refetch the catalogue. Rejects when the
   * bus cannot take it (the notice is lost, nothing else is).
   */
  announceCataloguePricesChanged(accountId: string): Promise<void>;
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
  /**
   * Starts loading the save's room ahead of a join (a ticket was just issued), so the joiner finds
   * it loaded; a room nobody joins goes after the idle grace, like one its last member left.
   */
  warmRoom(saveId: string): void;
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
  // No compression: connections write ready-made frames to the socket (WireFrame), which only holds
  // while no extension changes the framing.
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: settings.maxMessageBytes,
    perMessageDeflate: false,
  });
  const rooms = new Map<string, Room>();
  const connections = new Map<WebSocket, CollabConnection>();
  const slots = new ConnectionSlots();
  /** Closed connections still acting on frames they had received; a revocation waits for them too. */
  const closedDraining = new Set<CollabConnection>();
  /** `saveId \n userId` (`*` for everyone) → the epoch ms before which tickets no longer count. */
  const revocations = new Map<string, number>();
  /** Ended api sessions (the ticket claim `sessionId`) → when; none of their tickets count any more. */
  const endedSessions = new Map<string, number>();
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

  /**
   * What a socket counts against: a signed-in user's sockets across saves; a link holder's (no user)
   * per ticket and per client address, since anyone may fetch tickets for a public save.
   */
  function slotLimits(claims: CollabTicketClaims, ticket: string, address: string): SlotLimit[] {
    if (claims.userId !== null) {
      const max = settings.maxConnectionsPerUser;
      return [{ key: `user\n${claims.userId}`, max, reason: 'too many connections' }];
    }
    return [
      {
        key: `ticket\n${ticket}`,
        max: settings.maxConnectionsPerAnonymousTicket,
        reason: 'too many connections for one anonymous ticket',
      },
      {
        key: `address\n${address}`,
        max: settings.maxAnonymousConnectionsPerAddress,
        reason: 'too many anonymous connections from one address',
      },
    ];
  }

  function isRevoked(saveId: string, claims: CollabTicketClaims, issuedAtMs: number): boolean {
    if (claims.sessionId !== undefined && endedSessions.has(claims.sessionId)) return true;
    const revokedAt = Math.max(
      revocations.get(`${saveId}\n*`) ?? 0,
      claims.userId === null ? 0 : (revocations.get(`${saveId}\n${claims.userId}`) ?? 0),
    );
    // Strictly before: a ticket fetched in the same second as the revocation is the fresh one.
    return issuedAtMs < revokedAt;
  }

  function accept(
    ws: WebSocket,
    socket: Duplex,
    saveId: string,
    claims: CollabTicketClaims,
    issuedAtMs: number,
  ): void {
    if (closing) {
      ws.close(CloseCode.goingAway, 'Server shutting down');
      return;
    }
    const connection = new CollabConnection(ws, socket, roomFor(saveId), claims, issuedAtMs, context);
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
      closedDraining.add(connection);
      const drained = connection.closed().finally(() => {
        draining.delete(drained);
        closedDraining.delete(connection);
      });
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
    const address = clientAddress(req, options.trustProxy ?? false);
    const limits = slotLimits(claims, url.searchParams.get('ticket') ?? '', address);
    const full = slots.reserve(limits);
    if (full) {
      log('upgrade-refused', { status: 429, reason: full.reason, userId: claims.userId, address });
      refuse(socket, 429);
      return;
    }
    let accepted = false;
    socket.once('close', () => {
      if (!accepted) slots.release(limits);
    });
    socket.off('error', onError);
    wss.handleUpgrade(req, socket, head, (ws) => {
      accepted = true;
      ws.once('close', () => slots.release(limits));
      accept(ws, socket, saveId, claims, decision.issuedAtMs);
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

  /** Whether a connection opened with this ticket is one the revocation takes away. */
  function revokes(revocation: Revocation, connection: CollabConnection): boolean {
    if (isEndedSession(revocation)) return connection.claims.sessionId === revocation.sessionId;
    if (connection.saveId !== revocation.saveId) return false;
    if (revocation.userId !== null && connection.claims.userId !== revocation.userId) return false;
    // A ticket fetched after the revocation already carries the new role; only older ones are cut.
    return connection.issuedAtMs < revocation.atMs;
  }

  /**
   * Records the revocation and closes this instance's affected connections. `settled` resolves once
   * the frames they had already received are acted on, so that none of them is stored afterwards.
   */
  function applyRevocation(revocation: Revocation): { closed: number; settled: Promise<void> } {
    const forgetBefore = Date.now() - REVOCATION_MEMORY_MS;
    for (const remembered of [revocations, endedSessions]) {
      for (const [key, at] of remembered) if (at < forgetBefore) remembered.delete(key);
    }
    if (isEndedSession(revocation)) {
      endedSessions.set(revocation.sessionId, revocation.atMs);
    } else {
      const key = `${revocation.saveId}\n${revocation.userId ?? '*'}`;
      revocations.set(key, Math.max(revocations.get(key) ?? 0, revocation.atMs));
    }
    let closed = 0;
    const revoked: CollabConnection[] = [];
    for (const connection of connections.values()) {
      if (!revokes(revocation, connection)) continue;
      connection.end(CloseCode.accessChanged, 'Your access to this design changed; rejoin');
      revoked.push(connection);
      closed += 1;
    }
    // Their sockets are gone, but frames they sent may still be waiting for their turn or their append.
    for (const connection of closedDraining) {
      if (!revokes(revocation, connection)) continue;
      connection.end(CloseCode.accessChanged, 'Your access to this design changed; rejoin');
      revoked.push(connection);
    }
    return { closed, settled: settleAll(revoked, revocation) };
  }

  function settleAll(revoked: CollabConnection[], revocation: Revocation): Promise<void> {
    if (revoked.length === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const bound = setTimeout(() => {
        log('revocation-settle-slow', { ...revocation, waitedMs: REVOCATION_SETTLE_MS });
        resolve();
      }, REVOCATION_SETTLE_MS);
      bound.unref();
      void Promise.all(revoked.map((connection) => connection.settled())).then(() => {
        clearTimeout(bound);
        resolve();
      });
    });
  }

  /** Applies a revocation made here, and resolves once every instance has applied it too. */
  async function spread(revocation: Revocation): Promise<number> {
    const { closed, settled } = applyRevocation(revocation);
    log(isEndedSession(revocation) ? 'session-ended' : 'access-revoked', { ...revocation, closed });
    const shared = revocationFeed.publish(revocation).catch((error: unknown) => {
      log('revocation-not-shared', { ...revocation, error: String(error) });
    });
    await Promise.all([settled, shared]);
    return closed;
  }

  const stopHearingRevocations = revocationFeed.subscribe((revocation) => {
    const { closed, settled } = applyRevocation(revocation);
    const event = isEndedSession(revocation) ? 'session-ended' : 'access-revoked';
    log(event, { ...revocation, closed, by: 'another instance' });
    return settled;
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
    warmRoom(saveId) {
      if (closing) return;
      const room = roomFor(saveId);
      room.hold();
      // A failed load has destroyed the room already; the release is then a no-op.
      const release = () => room.release();
      void room.ready.then(release, release);
    },
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
      return spread({ saveId, userId, atMs: Date.now() });
    },
    endSession(sessionId) {
      return spread({ sessionId, atMs: Date.now() });
    },
    announceSaveDetailsChanged(saveId) {
      return bus.announceSaveDetailsChanged(saveId);
    },
    announceCataloguePricesChanged(accountId) {
      return bus.announceCataloguePricesChanged(accountId);
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
