import { COLLAB_TICKET_TTL_SECONDS } from '@kitchensync/schemas';
import { z } from 'zod';
import type { CollabLog } from '../CollabLog';
import { loadRedisDriver } from '../drivers/loadRedisDriver';
import type { AccessRevocation, RevocationFeed } from './RevocationFeed';

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
}

const RevocationMessageSchema = z.object({
  origin: z.string(),
  saveId: z.string(),
  userId: z.string().nullable(),
  atMs: z.number(),
});

/** Past this, every ticket issued before the revocation has expired anyway. */
const REMEMBER_MS = (COLLAB_TICKET_TTL_SECONDS + 60) * 1000;
const MAX_BACKOFF_MS = 2_000;

/**
 * Revocations over Redis: published on one Pub/Sub channel for the instances listening now, and also
 * written to a key that expires with the tickets it outlives, so that an instance whose subscription
 * was down (a Redis outage, a restart) reads what it missed when it comes back.
 */
export async function createRedisRevocationFeed(
  options: RedisRevocationFeedOptions,
): Promise<RevocationFeed> {
  const prefix = options.keyPrefix ?? 'kitchensync:collab:';
  const channel = `${prefix}revocations`;
  const keyPattern = `${prefix}revoked:*`;
  const log: CollabLog = options.log ?? (() => undefined);
  const connectTimeoutMs = options.connectTimeoutMs ?? 5_000;
  const backoff = (attempt: number) => Math.min(MAX_BACKOFF_MS, 50 * 2 ** Math.min(attempt, 10));
  const { createClient } = loadRedisDriver();
  const commands = createClient({
    url: options.url,
    disableOfflineQueue: true,
    socket: { connectTimeout: connectTimeoutMs, reconnectStrategy: backoff },
  });
  const subscriber = commands.duplicate({ disableOfflineQueue: false });
  const listeners = new Set<(revocation: AccessRevocation) => void>();
  let closed = false;

  const deliver = (raw: string) => {
    let parsed: z.infer<typeof RevocationMessageSchema>;
    try {
      parsed = RevocationMessageSchema.parse(JSON.parse(raw));
    } catch (error) {
      log('revocation-unreadable', { error: String(error) });
      return;
    }
    if (parsed.origin === options.instanceId) return;
    const revocation = { saveId: parsed.saveId, userId: parsed.userId, atMs: parsed.atMs };
    for (const listener of listeners) listener(revocation);
  };

  /** Replays the revocations still within a ticket's lifetime; re-hearing one is harmless. */
  const catchUp = async () => {
    try {
      for await (const keys of commands.scanIterator({ MATCH: keyPattern, COUNT: 500 })) {
        if (keys.length === 0) continue;
        for (const raw of await commands.mGet(keys)) if (raw !== null) deliver(raw);
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
    await subscriber.subscribe(channel, deliver);
  } catch (error) {
    commands.destroy();
    subscriber.destroy();
    throw error;
  }

  return {
    async publish(revocation) {
      const message = JSON.stringify({ origin: options.instanceId, ...revocation });
      const key = `${prefix}revoked:${revocation.saveId}:${revocation.userId ?? '*'}`;
      await commands.multi().set(key, message, { PX: REMEMBER_MS }).publish(channel, message).exec();
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
