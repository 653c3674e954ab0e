import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ApiError } from '../http/ApiError';

/**
 * Counts failures (wrong passwords, wrong codes, mails sent) per key over a window, in memory or in
 * Redis so that every api instance shares the count. A key that used up its points is refused with
 * 429 until the window passes.
 */
export class AttemptLimiter {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    /** Settles once a Redis store had its chance to connect (`LimiterRedis.connected`); memory is ready at once. */
    private readonly ready: Promise<unknown> = Promise.resolve(),
  ) {}

  /** Refuses with 429 when the key has no attempts left. */
  async assertOpen(key: string): Promise<void> {
    if ((await this.failures(key)) >= this.limiter.points) throw new ApiError('request/too_many');
  }

  async failures(key: string): Promise<number> {
    await this.ready;
    const state = await this.limiter.get(key);
    return state?.consumedPoints ?? 0;
  }

  async fail(key: string): Promise<void> {
    await this.ready;
    try {
      await this.limiter.consume(key);
    } catch (error) {
      // A rejection carrying a RateLimiterRes only says the key is now used up; assertOpen tells the caller.
      if (!(error instanceof RateLimiterRes)) throw error;
    }
  }

  async clear(key: string): Promise<void> {
    await this.ready;
    await this.limiter.delete(key);
  }
}
