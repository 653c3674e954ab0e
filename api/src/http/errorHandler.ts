import { API_ERRORS, apiErrorStatus } from '@kitchensync/schemas';
import type { ErrorRequestHandler } from 'express';
import { ApiError } from './ApiError';
import type { ApiLog } from './ApiLog';
import { sendError } from './sendError';

/** body-parser marks its own failures (malformed JSON, too large) with a 4xx status and a type. */
function isBodyParserError(error: unknown): error is { status: number; type: string } {
  if (typeof error !== 'object' || error === null) return false;
  const { status, type } = error as { status?: unknown; type?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500 && typeof type === 'string';
}

export function errorHandler(log: ApiLog): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof ApiError) {
      sendError(res, apiErrorStatus(error.code), error.code, error.message);
      return;
    }
    if (isBodyParserError(error)) {
      // The status is always the catalogue's for the code, so clients can rely on either.
      const code = error.type === 'entity.too.large' ? 'request/too_large' : 'request/invalid';
      sendError(res, apiErrorStatus(code), code, API_ERRORS[code]);
      return;
    }
    log('unexpected-error', {
      method: req.method,
      path: req.path,
      error: error instanceof Error ? error.stack : String(error),
    });
    sendError(res, 500, 'internal/unknown', API_ERRORS['internal/unknown']);
  };
}
