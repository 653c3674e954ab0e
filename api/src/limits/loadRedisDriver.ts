import { createRequire } from 'node:module';
import type * as RedisDriver from 'redis';

const requireDriver = createRequire(import.meta.url);

/** The Redis client, loaded on first use, so that a process without REDIS_URL never holds it. */
export function loadRedisDriver(): typeof RedisDriver {
  return requireDriver('redis') as typeof RedisDriver;
}
