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

/**
 * Express's router marks a path parameter whose `%` escapes decode to no text (`%ZZ`, `100%`, a cut-off
 * UTF-8 sequence) as a URIError with status 400. Any other URIError is the api's own fault.
 */
function isUndecodablePathError(error: unknown): boolean {
  return error instanceof URIError && (error as { status?: unknown }).status === 400;
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
    // A caller's malformed address, not a failure of the api: no stack trace and no error log.
    if (isUndecodablePathError(error)) {
      const code = 'request/invalid_path';
      sendError(res, apiErrorStatus(code), code, API_ERRORS[code]);
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
