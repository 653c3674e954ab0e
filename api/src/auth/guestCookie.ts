import type { CookieOptions } from 'express';

/** The spec's shared constant for how long a guest stays logged in; sessions live as long. */
export const GUEST_COOKIE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export const guestCookie = {
  name: 'design_uid',
  maxAgeMs: GUEST_COOKIE_DAYS * DAY_MS,
  options(secure: boolean): CookieOptions {
    return { httpOnly: true, sameSite: 'lax', path: '/', secure };
  },
};
