import { API_CALLS, type ApiCallName } from '@kitchensync/schemas';
import type { RequestHandler } from 'express';
import { requestAuth } from '../auth/requestAuth';

/** One line per answered request; paths are never logged, since some carry tokens (invitations). */
export interface RequestLogEntry {
  method: string;
  /** The `API_CALLS` name the request matched; null for anything else (404s, the docs). */
  call: ApiCallName | null;
  status: number;
  durationMs: number;
  /** The logged-in user, if any. */
  userId: string | null;
}

export type RequestLog = (entry: RequestLogEntry) => void;

interface CallPattern {
  name: ApiCallName;
  method: string;
  pattern: RegExp;
  params: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Literal segments win over parameters (POST /saves/import is not a save id), so fewer params first.
const CALL_PATTERNS: CallPattern[] = (Object.keys(API_CALLS) as ApiCallName[])
  .map((name) => {
    const { method, path } = API_CALLS[name];
    const segments = path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)));
    return {
      name,
      method,
      pattern: new RegExp(`^${segments.join('/')}/?$`),
      params: path.split('/').filter((segment) => segment.startsWith(':')).length,
    };
  })
  .sort((a, b) => a.params - b.params);

/** Which registered call a method and path (below /api) are, if any. */
export function matchApiCall(method: string, path: string): ApiCallName | null {
  return CALL_PATTERNS.find((call) => call.method === method && call.pattern.test(path))?.name ?? null;
}

/** Reports every request once its answer is sent, as structured fields for the caller's logger. */
export function requestLogger(log: RequestLog): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const path = req.path;
    res.on('finish', () => {
      log({
        method: req.method,
        call: matchApiCall(req.method, path),
        status: res.statusCode,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        userId: requestAuth.user(res)?.id ?? null,
      });
    });
    next();
  };
}
