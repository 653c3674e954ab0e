import type { LimiterRedis } from '../limits/LimiterRedis';
import { createLimiter } from '../limits/createLimiter';
import { AttemptLimiter } from './AttemptLimiter';

const WINDOW_SECONDS = 15 * 60;

/** Wrong passwords and codes per account (by e-mail) in 15 minutes before it is locked for the rest. */
export const ACCOUNT_FAILURES_ALLOWED = 10;
/** Failures from one address in 15 minutes, across accounts; generous for offices behind one address. */
export const IP_FAILURES_ALLOWED = 100;
/** Login and reset codes mailed to one address in 15 minutes. */
export const CODE_MAILS_ALLOWED = 5;
/** Failures after which even a trusted browser must pass a mailed code. */
export const FAILURES_BEFORE_CODE = 3;

/** The limits on logins, codes and mails; shared through Redis when the api has one. */
export interface AuthLimits {
  accountFailures: AttemptLimiter;
  ipFailures: AttemptLimiter;
  codeMails: AttemptLimiter;
}

export interface AuthLimitsOptions {
  /** Without it the counts live in this process. */
  redis?: LimiterRedis;
  keyPrefix?: string;
}

export function createAuthLimits({ redis, keyPrefix = 'ks' }: AuthLimitsOptions = {}): AuthLimits {
  const limiter = (name: string, points: number) =>
    new AttemptLimiter(
      createLimiter({
        redis,
        keyPrefix: `${keyPrefix}:auth:${name}`,
        points,
        durationSeconds: WINDOW_SECONDS,
      }),
      redis?.connected,
    );
  return {
    accountFailures: limiter('account', ACCOUNT_FAILURES_ALLOWED),
    ipFailures: limiter('ip', IP_FAILURES_ALLOWED),
    codeMails: limiter('mail', CODE_MAILS_ALLOWED),
  };
}
