import { API_ERRORS, apiErrorStatus } from '@kitchensync/schemas';
import type { RequestHandler } from 'express';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { sendError } from '../http/sendError';
import type { LimiterRedis } from './LimiterRedis';
import { createLimiter } from './createLimiter';

/** Requests one address may make per window; a page with the editor open makes a few per second at most. */
export const REQUESTS_PER_WINDOW = 1_200;
export const REQUEST_WINDOW_SECONDS = 60;

export interface RequestRateLimitOptions {
  redis?: LimiterRedis;
  keyPrefix?: string;
  points?: number;
  durationSeconds?: number;
}

/**
 * Every api request counts against its client address (`req.ip`: behind a proxy, set express's
 * `trust proxy`), in Redis when there is one so all instances share the count. Past the limit the
 * answer is 429 `request/too_many` with `Retry-After`, before the body is read or anything runs.
 */
export function requestRateLimit({
  redis,
  keyPrefix = 'ks',
  points = REQUESTS_PER_WINDOW,
  durationSeconds = REQUEST_WINDOW_SECONDS,
}: RequestRateLimitOptions = {}): RequestHandler {
  const limiter = createLimiter({ redis, keyPrefix: `${keyPrefix}:requests`, points, durationSeconds });
  return async (req, res, next) => {
    await redis?.connected;
    try {
      await limiter.consume(req.ip ?? 'unknown');
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      res.setHeader('Retry-After', String(Math.max(1, Math.ceil(error.msBeforeNext / 1000))));
      sendError(res, apiErrorStatus('request/too_many'), 'request/too_many', API_ERRORS['request/too_many']);
      return;
    }
    next();
  };
}
