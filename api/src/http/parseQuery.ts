import type { z } from 'zod';
import { ApiError } from './ApiError';

/**
 * The query string through a schema, as `validateBody` does for bodies; Express 5's `req.query` is
 * read-only, so routes take the parsed copy from here.
 */
export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  const parsed = schema.safeParse(query ?? {});
  if (!parsed.success) throw new ApiError('request/invalid');
  return parsed.data;
}
