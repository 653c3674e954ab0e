import { COLLAB_TICKET_TTL_SECONDS } from '@kitchensync/schemas';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CollabLog } from '../CollabLog';
import { loadRedisDriver } from '../drivers/loadRedisDriver';
import { isEndedSession, type Revocation, type RevocationFeed } from './RevocationFeed';

export interface RedisRevocationFeedOptions {
  /** `redis://host:port[/db]` (REDIS_URL). */
  url: string;
  /** Unique per collab-server process; its own messages are not delivered back to it. */
  instanceId: string;
  /** Namespaces the channel and keys (default `kitchensync:collab:`). */
  keyPrefix?: string;
  /** Start-up fails if Redis is not reachable within this (default 5000 ms). */
  connectTimeoutMs?: number;
  log?: CollabLog;
  /**
   * How long `publish` waits for every instance that heard a revocation to say it applied it before
   * it resolves anyway (default 3000 ms; an instance drains a revoked socket's pending append first).
   */
  confirmTimeoutMs?: number;
}

/** `id` is set on live messages, which every instance hearing them confirms; replays carry none. */
const Envelope = { origin: z.string(), id: z.string().optional(), atMs: z.number() };
const RevocationMessageSchema = z.union([
  z.object({ ...Envelope, sessionId: z.string() }),
  z.object({ ...Envelope, saveId: z.string(), userId: z.string().nullable() }),
]);
const AppliedMessageSchema = z.object({ id: z.string(), by: z.string() });

/** Past this, every ticket issued before the revocation has expired anyway. */
const REMEMBER_MS = (COLLAB_TICKET_TTL_SECONDS + 60) * 1000;
const MAX_BACKOFF_MS = 2_000;

/**
 * Revocations over Redis: published on one Pub/Sub channel for the instances listening now, and also
 * written to a key that expires with the tickets it outlives, so that an instance whose subscription
 * was down (a Redis outage, a restart) reads what it missed when it comes back. Each instance that
 * hears a live revocation confirms it on a second channel once applied; the publisher counts those
 * against the subscriptions PUBLISH reached, so it knows when the change holds everywhere.
 */
export async function createRedisRevocationFeed(
  options: RedisRevocationFeedOptions,
): Promise<RevocationFeed> {
  const prefix = options.keyPrefix ?? 'kitchensync:collab:';
  const channel = `${prefix}revocations`;
  const appliedChannel = `${prefix}revocations-applied`;
  const keyPatterns = [`${prefix}revoked:*`, `${prefix}ended-session:*`];
  const log: CollabLog = options.log ?? (() => undefined);
  const connectTimeoutMs = options.connectTimeoutMs ?? 5_000;
  const confirmTimeoutMs = options.confirmTimeoutMs ?? 3_000;
  const backoff = (attempt: number) => Math.min(MAX_BACKOFF_MS, 50 * 2 ** Math.min(attempt, 10));
  const { createClient } = loadRedisDriver();
  const commands = createClient({
    url: options.url,
    disableOfflineQueue: true,
    socket: { connectTimeout: connectTimeoutMs, reconnectStrategy: backoff },
  });
  const subscriber = commands.duplicate({ disableOfflineQueue: false });
  const listeners = new Set<(revocation: Revocation) => void | Promise<void>>();
  /** Live revocations this instance published → the confirmations still awaited, and who to tell. */
  const awaited = new Map<string, AwaitedConfirmations>();
  let closed = false;

  const apply = async (revocation: Revocation) => {
    await Promise.allSettled([...listeners].map(async (listener) => listener(revocation)));
  };

  /**
   * Every instance that hears a live message confirms it once applied, its origin included; replays
   * (`live` false) are confirmed by nobody, since nobody waits for them.
   */
  const deliver = async (raw: string, live: boolean) => {
    let parsed: z.infer<typeof RevocationMessageSchema>;
    try {
      parsed = RevocationMessageSchema.parse(JSON.parse(raw));
    } catch (error) {
      log('revocation-unreadable', { error: String(error) });
      return;
    }
    const { origin, id, ...revocation } = parsed;
    if (origin !== options.instanceId) await apply(revocation);
    if (!live || id === undefined || closed) return;
    await commands
      .publish(appliedChannel, JSON.stringify({ id, by: options.instanceId }))
      .catch((error: unknown) => log('revocation-confirmation-failed', { error: String(error) }));
  };

  const hearApplied = (raw: string) => {
    const parsed = AppliedMessageSchema.safeParse(safeJson(raw));
    if (!parsed.success) return;
    const waiting = awaited.get(parsed.data.id);
    if (waiting === undefined) return;
    waiting.confirmations += 1;
    if (waiting.confirmations >= waiting.expected) waiting.done();
  };

  /** Replays the revocations still within a ticket's lifetime; re-hearing one is harmless. */
  const catchUp = async () => {
    try {
      for (const keyPattern of keyPatterns) {
        for await (const keys of commands.scanIterator({ MATCH: keyPattern, COUNT: 500 })) {
          if (keys.length === 0) continue;
          for (const raw of await commands.mGet(keys)) if (raw !== null) void deliver(raw, false);
        }
      }
    } catch (error) {
      log('revocation-catch-up-failed', { error: String(error) });
    }
  };

  let everReady = false;
  subscriber.on('ready', () => {
    // The first 'ready' is start-up, when nothing is held yet; later ones follow an outage.
    if (everReady && !closed) void catchUp();
    everReady = true;
  });
  for (const client of [commands, subscriber]) {
    // Without a listener an 'error' event would crash the process; the client reconnects by itself.
    client.on('error', (error: unknown) => {
      if (!closed) log('revocation-feed-connection', { error: String(error) });
    });
  }

  try {
    await Promise.race([
      Promise.all([commands.connect(), subscriber.connect()]),
      new Promise((_, reject) =>
        setTimeout(
          () => reject(new Error(`Redis at ${options.url} not reachable`)),
          connectTimeoutMs,
        ).unref(),
      ),
    ]);
    await subscriber.subscribe(appliedChannel, hearApplied);
    await subscriber.subscribe(channel, (raw) => void deliver(raw, true));
  } catch (error) {
    commands.destroy();
    subscriber.destroy();
    throw error;
  }

  return {
    async publish(revocation) {
      const id = randomUUID();
      const message = JSON.stringify({ origin: options.instanceId, id, ...revocation });
      const key = isEndedSession(revocation)
        ? `${prefix}ended-session:${revocation.sessionId}`
        : `${prefix}revoked:${revocation.saveId}:${revocation.userId ?? '*'}`;
      let confirmed!: () => void;
      const allConfirmed = new Promise<void>((resolve) => (confirmed = resolve));
      // Registered before publishing: a fast instance may confirm before `exec` returns.
      const waiting: AwaitedConfirmations = { expected: Infinity, confirmations: 0, done: confirmed };
      awaited.set(id, waiting);
      try {
        const [, heardBy] = await commands
          .multi()
          .set(key, message, { PX: REMEMBER_MS })
          .publish(channel, message)
          .exec();
        // PUBLISH counts the subscriptions it reached (this instance's own included): each confirms.
        waiting.expected = Number(heardBy);
        if (waiting.confirmations >= waiting.expected) confirmed();
        let timer: NodeJS.Timeout | undefined;
        const timedOut = new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), confirmTimeoutMs);
          timer.unref();
        });
        if (await Promise.race([allConfirmed.then(() => false), timedOut])) {
          const unconfirmed = waiting.expected - waiting.confirmations;
          log('revocation-unconfirmed', { ...revocation, unconfirmed, confirmTimeoutMs });
        }
        clearTimeout(timer);
      } finally {
        awaited.delete(id);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      if (closed) return;
      closed = true;
      listeners.clear();
      await Promise.allSettled([subscriber.close(), commands.close()]);
    },
  };
}

interface AwaitedConfirmations {
  /** How many subscriptions the message reached; unknown (infinite) until PUBLISH answers. */
  expected: number;
  confirmations: number;
  done: () => void;
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
