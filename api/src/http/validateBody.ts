import type { ApiErrorCode } from '@kitchensync/schemas';
import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { ApiError } from './ApiError';

/**
 * Replaces the body with the schema's parsed output, so handlers see defaults and trimmed values.
 * Express infers a route's body type from this handler but then no longer infers its params, so
 * routes with params name them as `Params`.
 * `fieldCodes` gives a top-level field its own error code where the spec has a dedicated message.
 */
export function validateBody<S extends z.ZodType, Params = Record<string, string>>(
  schema: S,
  fieldCodes: Partial<Record<string, ApiErrorCode>> = {},
): RequestHandler<Params, unknown, z.output<S>> {
  return (req, _res, next) => {
    // A body-less request (no JSON content type) is an empty object, so all-default schemas pass.
    const parsed = schema.safeParse(req.body ?? {});
    if (parsed.success) {
      req.body = parsed.data;
      next();
      return;
    }
    const field = parsed.error.issues[0]?.path[0];
    const code = typeof field === 'string' ? fieldCodes[field] : undefined;
    next(new ApiError(code ?? 'request/invalid'));
  };
}
