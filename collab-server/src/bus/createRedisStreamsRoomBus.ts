import type { CollabLog } from '../CollabLog';
import { loadRedisDriver } from '../drivers/loadRedisDriver';
import { LocalRoomMembers } from './LocalRoomMembers';
import { decodeCataloguePricesFrame, encodeCataloguePricesFrame } from './CataloguePricesFrame';
import { decodePresenceFrame, encodePresenceFrame, type PresenceFrame } from './PresenceFrame';
import type { RoomBus } from './RoomBus';
import { RoomBusMember, type RoomBusLink } from './RoomBusMember';
import type { RoomBusObserver } from './RoomBusObserver';

export interface RedisStreamsRoomBusOptions {
  /** `redis://host:port[/db]` (REDIS_URL). */
  url: string;
  /** Unique per collab-server process; messages carrying it are not delivered back to it. */
  instanceId: string;
  /** Namespaces the streams and channels (default `kitchensync:collab:`). */
  keyPrefix?: string;
  /**
   * Entries kept per room stream (approximate, default 1000). A reader that falls further behind
   * loses entries and resyncs from the store through a gap.
   */
  maxStreamLength?: number;
  /** A room stream nobody writes to expires after this long (default one day). */
  streamTtlSeconds?: number;
  /** Longest single blocking read (default 2000 ms); also bounds how late a newly subscribed room can be picked up. */
  blockMs?: number;
  /** Entries per read across all rooms (default 500). */
  readCount?: number;
  /** A publish or lookup that takes longer rejects (default 1000 ms). */
  commandTimeoutMs?: number;
  /** Start-up fails if Redis is not reachable within this (default 5000 ms). */
  connectTimeoutMs?: number;
  /** Upper bound of the reconnect and retry backoff (default 2000 ms). */
  maxBackoffMs?: number;
  /** How long a missing seq may stay missing before the room is told to resync (default 250 ms). */
  gapGraceMs?: number;
  observer?: RoomBusObserver;
  log?: CollabLog;
}

/**
 * The scale-out bus. Each room's updates go to one Redis Stream (entries: origin, seq, publish time,
 * update bytes), read with blocking XREAD on a dedicated connection for every room this instance
 * holds. Presence goes over Pub/Sub instead: it must not crowd updates out of the trimmed stream, and
 * losing some is harmless because clients renew it. Publishing never queues while Redis is away; it
 * rejects, and since the store already has the update, readers resync from the store when the
 * connection comes back.
 */
export async function createRedisStreamsRoomBus(options: RedisStreamsRoomBusOptions): Promise<RoomBus> {
  const { instanceId } = options;
  const prefix = options.keyPrefix ?? 'kitchensync:collab:';
  const maxStreamLength = options.maxStreamLength ?? 1000;
  const streamTtlSeconds = options.streamTtlSeconds ?? 86_400;
  const blockMs = options.blockMs ?? 2_000;
  const readCount = options.readCount ?? 500;
  const commandTimeoutMs = options.commandTimeoutMs ?? 1_000;
  const connectTimeoutMs = options.connectTimeoutMs ?? 5_000;
  const maxBackoffMs = options.maxBackoffMs ?? 2_000;
  const observer = options.observer ?? {};
  const log: CollabLog = options.log ?? (() => undefined);
  const memberOptions = { gapGraceMs: options.gapGraceMs ?? 250, observer, log };

  const backoff = (attempt: number): number =>
    Math.min(maxBackoffMs, 50 * 2 ** Math.min(attempt, 10)) + Math.floor(Math.random() * 50);
  const { createClient, RESP_TYPES } = loadRedisDriver();
  const commands = createClient({
    url: options.url,
    // Queued commands would wait out the outage; a room is better served by a fast failure.
    disableOfflineQueue: true,
    socket: { connectTimeout: connectTimeoutMs, reconnectStrategy: (retries) => backoff(retries) },
  });
  const readerClient = commands.duplicate();
  const reader = readerClient.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  // Subscriptions made during an outage wait for the reconnect instead of being lost.
  const subscriber = commands.duplicate({ disableOfflineQueue: false });

  const members = new LocalRoomMembers();
  /** Last stream entry id read per subscribed room; null while the start position is still unknown. */
  const positions = new Map<string, string | null>();
  const roomsJoining = new Map<string, Promise<void>>();
  let closed = false;
  let readerReadyCount = 0;
  let readerSeenReadyCount = 0;
  let readerId: number | null = null;
  let blocking = false;
  let wake: (() => void) | null = null;

  const streamKey = (saveId: string) => `${prefix}${saveId}:updates`;
  const presenceChannel = (saveId: string) => `${prefix}${saveId}:presence`;
  // One channel for all rooms: which account prices a client's cart is the client's business.
  const cataloguePricesChannel = `${prefix}catalogue-prices`;
  const roomByStreamKey = (key: string) =>
    key.startsWith(prefix) && key.endsWith(':updates') ? key.slice(prefix.length, -':updates'.length) : null;

  watchConnection('commands', commands);
  watchConnection('subscriber', subscriber);
  watchConnection('reader', readerClient, (up) => {
    if (up) readerReadyCount += 1;
    observer.connection?.(up ? 'up' : 'down');
    wake?.();
  });

  try {
    await withTimeout(
      Promise.all([commands.connect(), readerClient.connect(), subscriber.connect()]),
      connectTimeoutMs,
      `Redis at ${options.url} not reachable`,
    );
  } catch (error) {
    for (const client of [commands, readerClient, subscriber]) client.destroy();
    throw error;
  }
  try {
    await withTimeout(
      subscriber.subscribe(
        cataloguePricesChannel,
        (message: Buffer) => onCataloguePricesMessage(message),
        true,
      ),
      connectTimeoutMs,
      `Redis at ${options.url} did not subscribe in time`,
    );
  } catch (error) {
    for (const client of [commands, readerClient, subscriber]) client.destroy();
    throw error;
  }
  const readLoop = read();

  function watchConnection(name: string, client: typeof commands, onChange?: (up: boolean) => void): void {
    let up = false;
    let reportedDown = false;
    client.on('ready', () => {
      up = true;
      if (reportedDown) log('bus-connection-restored', { instanceId, connection: name });
      reportedDown = false;
      onChange?.(true);
    });
    // Without a listener an 'error' event would crash the process; the client reconnects by itself.
    client.on('error', (error: unknown) => {
      if (!reportedDown && !closed)
        log('bus-connection-lost', { instanceId, connection: name, error: String(error) });
      reportedDown = true;
      if (up) {
        up = false;
        onChange?.(false);
      }
    });
  }

  /** Sleeps up to `ms`, or less when something changes (a room joins, the reader reconnects, close). */
  function nap(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (wake === done) wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      wake = done;
    });
  }

  /** Interrupts a blocking read so that the next one includes a room that has just joined. */
  function rereadRooms(): void {
    wake?.();
    if (blocking && readerId !== null && commands.isReady) {
      commands.clientUnblock(readerId).catch(() => undefined);
    }
  }

  async function read(): Promise<void> {
    let failures = 0;
    while (!closed) {
      try {
        if (!readerClient.isReady) {
          await nap(maxBackoffMs);
          continue;
        }
        let toldAll = false;
        if (readerSeenReadyCount !== readerReadyCount) {
          const reconnected = readerSeenReadyCount > 0;
          readerSeenReadyCount = readerReadyCount;
          readerId = await reader.clientId();
          // Whatever was published while the connection was down may be gone for good.
          if (reconnected) for (const member of members.all()) member.suspectLoss();
          toldAll = reconnected;
        }
        await resolvePositions(toldAll);
        const streams = [...positions].flatMap(([saveId, id]) =>
          id === null ? [] : [{ key: streamKey(saveId), id }],
        );
        if (streams.length === 0) {
          await nap(blockMs);
          continue;
        }
        blocking = true;
        let reply: unknown;
        try {
          reply = await reader.xRead(streams, { BLOCK: blockMs, COUNT: readCount });
        } finally {
          blocking = false;
        }
        failures = 0;
        deliver(reply);
      } catch (error) {
        if (closed) return;
        failures += 1;
        if (failures === 1) log('bus-read-failed', { instanceId, error: String(error) });
        await nap(backoff(failures));
      }
    }
  }

  /** Rooms that joined while Redis was away start from the stream's end now, and resync for what they missed. */
  async function resolvePositions(alreadyTold: boolean): Promise<void> {
    for (const [saveId, id] of positions) {
      if (id !== null) continue;
      const last = await reader.xRevRange(streamKey(saveId), '+', '-', { COUNT: 1 });
      if (!positions.has(saveId)) continue;
      const lastId = last?.[0]?.id;
      positions.set(saveId, lastId === undefined ? '0-0' : String(lastId));
      if (!alreadyTold) for (const member of members.of(saveId)) member.suspectLoss();
    }
  }

  function deliver(reply: unknown): void {
    if (!Array.isArray(reply)) return;
    for (const stream of reply as StreamReply[]) {
      const saveId = roomByStreamKey(String(stream.name));
      if (saveId === null || !positions.has(saveId)) continue;
      for (const entry of stream.messages) {
        positions.set(saveId, String(entry.id));
        const message = parseEntry(saveId, entry);
        if (message === null) {
          log('bus-entry-malformed', { instanceId, saveId, id: String(entry.id) });
          continue;
        }
        if (message.origin === instanceId) continue;
        for (const member of members.of(saveId)) member.deliverUpdate(message);
      }
    }
  }

  function onPresenceMessage(saveId: string, bytes: Buffer): void {
    let frame: PresenceFrame;
    try {
      frame = decodePresenceFrame(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    } catch (error) {
      log('bus-presence-malformed', { instanceId, saveId, error: String(error) });
      return;
    }
    if (frame.origin === instanceId) return;
    for (const member of members.of(saveId)) {
      if (frame.kind === 'presence')
        member.deliverPresence({ saveId, update: frame.update, origin: frame.origin });
      else if (frame.kind === 'request') member.deliverPresenceRequest();
      else member.deliverSaveDetailsChanged();
    }
  }

  function onCataloguePricesMessage(bytes: Buffer): void {
    let frame;
    try {
      frame = decodeCataloguePricesFrame(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    } catch (error) {
      log('bus-catalogue-prices-malformed', { instanceId, error: String(error) });
      return;
    }
    if (frame.origin === instanceId) return;
    for (const member of members.all()) member.deliverCataloguePricesChanged(frame.accountId);
  }

  /** Runs a command that must not wait for Redis to come back. */
  async function send<T>(saveId: string, command: () => Promise<T>): Promise<T> {
    if (closed) throw new Error('The room bus is closed');
    try {
      if (!commands.isReady) throw new Error('Redis is not connected');
      return await withTimeout(command(), commandTimeoutMs, 'Redis did not answer in time');
    } catch (error) {
      observer.publishFailed?.(saveId);
      throw error;
    }
  }

  async function join(saveId: string): Promise<void> {
    const [position] = await Promise.allSettled([
      withTimeout(
        commands.isReady
          ? commands.xRevRange(streamKey(saveId), '+', '-', { COUNT: 1 })
          : Promise.reject(new Error('Redis is not connected')),
        commandTimeoutMs,
        'Redis did not answer in time',
      ),
      withTimeout(
        subscriber.subscribe(
          presenceChannel(saveId),
          (message: Buffer) => onPresenceMessage(saveId, message),
          true,
        ),
        commandTimeoutMs,
        'Redis did not answer in time',
      ),
    ]);
    if (closed || members.of(saveId).length === 0) return;
    // An explicit id rather than `$`: `$` would mean "from the next read", and what is published
    // between now and then would be lost without anyone noticing.
    positions.set(saveId, position.status === 'fulfilled' ? (position.value?.[0]?.id ?? '0-0') : null);
    rereadRooms();
  }

  const link: RoomBusLink = {
    async publishUpdate(from, seq, update) {
      const publishedAt = Date.now();
      const message = { saveId: from.saveId, seq, update, origin: instanceId, publishedAt };
      for (const member of members.othersThan(from)) member.deliverUpdate(message);
      const key = streamKey(from.saveId);
      await send(from.saveId, () =>
        Promise.all([
          commands.xAdd(
            key,
            '*',
            {
              origin: instanceId,
              seq: String(seq),
              at: String(publishedAt),
              update: Buffer.from(update.buffer, update.byteOffset, update.byteLength),
            },
            { TRIM: { strategy: 'MAXLEN', strategyModifier: '~', threshold: maxStreamLength } },
          ),
          commands.expire(key, streamTtlSeconds),
        ]),
      );
    },
    async publishPresence(from, update) {
      for (const member of members.othersThan(from)) {
        member.deliverPresence({ saveId: from.saveId, update, origin: instanceId });
      }
      const frame = encodePresenceFrame({ kind: 'presence', origin: instanceId, update });
      await send(from.saveId, () => commands.publish(presenceChannel(from.saveId), Buffer.from(frame)));
    },
    async requestPresence(from) {
      for (const member of members.othersThan(from)) member.deliverPresenceRequest();
      const frame = encodePresenceFrame({ kind: 'request', origin: instanceId });
      await send(from.saveId, () => commands.publish(presenceChannel(from.saveId), Buffer.from(frame)));
    },
    async leave(member) {
      if (!members.remove(member)) return;
      const { saveId } = member;
      positions.delete(saveId);
      roomsJoining.delete(saveId);
      await withTimeout(
        subscriber.unsubscribe(presenceChannel(saveId)),
        commandTimeoutMs,
        'Redis did not answer in time',
      ).catch((error: unknown) =>
        log('bus-unsubscribe-failed', { instanceId, saveId, error: String(error) }),
      );
    },
  };

  return {
    instanceId,
    async subscribe(saveId, listener) {
      if (closed) throw new Error('The room bus is closed');
      const member = new RoomBusMember(saveId, listener, link, memberOptions);
      if (members.add(member)) {
        const joining = join(saveId);
        roomsJoining.set(saveId, joining);
        await joining;
        if (roomsJoining.get(saveId) === joining) roomsJoining.delete(saveId);
      } else {
        await roomsJoining.get(saveId);
      }
      return member;
    },
    async announceSaveDetailsChanged(saveId) {
      for (const member of members.of(saveId)) member.deliverSaveDetailsChanged();
      const frame = encodePresenceFrame({ kind: 'saveDetailsChanged', origin: instanceId });
      await send(saveId, () => commands.publish(presenceChannel(saveId), Buffer.from(frame)));
    },
    async announceCataloguePricesChanged(accountId) {
      for (const member of members.all()) member.deliverCataloguePricesChanged(accountId);
      const frame = encodeCataloguePricesFrame({ origin: instanceId, accountId });
      await send(cataloguePricesChannel, () => commands.publish(cataloguePricesChannel, Buffer.from(frame)));
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const member of members.all()) member.dispose();
      members.clear();
      positions.clear();
      wake?.();
      // Destroying rejects the pending blocking read at once instead of waiting out BLOCK.
      for (const client of [readerClient, commands, subscriber]) client.destroy();
      await readLoop;
    },
  };
}

interface StreamReply {
  name: Buffer | string;
  messages: Array<{ id: Buffer | string; message: Record<string, Buffer | string | undefined> }>;
}

function parseEntry(saveId: string, entry: StreamReply['messages'][number]) {
  const { origin, seq, at, update } = entry.message;
  if (origin === undefined || seq === undefined || update === undefined || typeof update === 'string')
    return null;
  const seqNumber = Number(String(seq));
  if (!Number.isSafeInteger(seqNumber) || seqNumber < 1) return null;
  return {
    saveId,
    seq: seqNumber,
    update: new Uint8Array(update.buffer, update.byteOffset, update.byteLength),
    origin: String(origin),
    publishedAt: Number(String(at ?? '')) || Date.now(),
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${message} (${ms} ms)`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
