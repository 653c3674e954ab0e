import { loadRedisDriver } from './loadRedisDriver';
import type { ApiLog } from '../http/ApiLog';

/** How long the first limited call waits for Redis to connect before counting in this process. */
export const REDIS_CONNECT_WAIT_MS = 2_000;

/**
 * The Redis that every api instance counts limits in. `connected` settles (never rejects) once the
 * first connection is made or `REDIS_CONNECT_WAIT_MS` has passed, whichever is first: node-redis
 * keeps retrying an unreachable server without ever failing `connect()`, and no call may hang on it.
 */
export interface LimiterRedis {
  client: ReturnType<typeof redisClient>;
  connected: Promise<void>;
}

function redisClient(url: string) {
  return loadRedisDriver().createClient({ url });
}

export function connectLimiterRedis(url: string, log: ApiLog): LimiterRedis {
  const client = redisClient(url);
  // While Redis is away the limiters count in this process (see createLimiter); the log says why.
  client.on('error', (error: unknown) => log('redis-error', { error: String(error) }, 'warn'));
  const connection = client.connect().then(
    () => undefined,
    () => undefined,
  );
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, REDIS_CONNECT_WAIT_MS);
    timer.unref();
  });
  const connected = Promise.race([connection, waited]).finally(() => clearTimeout(timer));
  return { client, connected };
}
