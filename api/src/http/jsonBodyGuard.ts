import { containsLoneSurrogate, jsonDepthExceeds } from '@kitchensync/schemas';
import type { RequestHandler } from 'express';
import { ApiError } from './ApiError';

/**
 * How deeply a JSON body may nest objects and arrays (`{}` is one level). The api's bodies nest under
 * ten levels; schemas' checks and `JSON.stringify` recurse, so a body of 10,000 nested arrays (20 kB,
 * well under the size limit) would overflow the stack in them. The same limit as a save file's.
 */
export const MAX_JSON_BODY_DEPTH = 64;

/**
 * Refuses a parsed JSON body that nests too deeply (400 `request/too_deep`) or holds a lone surrogate
 * in any string or key (400 `request/invalid_text`), before any route or schema sees it. V8's
 * `JSON.parse` does not recurse and both checks walk with their own stack, so nothing here can
 * overflow. Mounted after every body parser, it covers every body the api reads.
 */
export const jsonBodyGuard: RequestHandler = (req, _res, next) => {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null) {
    next();
    return;
  }
  if (jsonDepthExceeds(body, MAX_JSON_BODY_DEPTH)) next(new ApiError('request/too_deep'));
  else if (containsLoneSurrogate(body)) next(new ApiError('request/invalid_text'));
  else next();
};
