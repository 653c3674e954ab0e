import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { LimiterRedis } from './LimiterRedis';

export interface LimiterOptions {
  /** Without it the counts live in this process. */
  redis?: LimiterRedis;
  /** The full key prefix, e.g. `ks:auth:account`. */
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/**
 * A counter of `points` per key per window, shared through Redis when there is one. When Redis is
 * not ready (not connected yet, or lost) the call is counted in this process instead, so limits
 * still hold per instance and no request waits on a Redis that is away.
 */
export function createLimiter({
  redis,
  keyPrefix,
  points,
  durationSeconds,
}: LimiterOptions): RateLimiterAbstract {
  const inProcess = new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });
  if (!redis) return inProcess;
  return new RateLimiterRedis({
    keyPrefix,
    points,
    duration: durationSeconds,
    storeClient: redis.client,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    insuranceLimiter: inProcess,
  });
}
