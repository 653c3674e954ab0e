import cors from 'cors';
import type { RequestHandler } from 'express';

/**
 * Cross-origin calls to the api only from the origins named in CORS_ORIGINS (with cookies); with none
 * configured no CORS headers are sent at all, so browsers keep other sites out.
 */
export function corsForConfiguredOrigins(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins);
  return cors({
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    maxAge: 600,
  });
}
