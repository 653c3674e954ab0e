import type { CookieOptions } from 'express';

/**
 * Marks a browser that passed a login code, so its designer is not asked for a code on every
 * login. Separate from the session cookie: logging out must not make the browser a stranger again.
 */
export const deviceCookie = {
  name: 'design_device',
  maxAgeMs: 365 * 24 * 60 * 60 * 1000,
  options(secure: boolean): CookieOptions {
    return { httpOnly: true, sameSite: 'lax', path: '/', secure };
  },
};
