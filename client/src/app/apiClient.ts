import { ApiErrorBodySchema } from '@kitchensync/schemas';
import type { z } from 'zod';

/** An api failure carrying the server's stable code and its user-facing message. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Calls the api with the session cookie and parses the answer with its schema, so a shape the
 * client does not understand fails here rather than deep inside a component.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  // keepalive: the request outlives the page (a thumbnail sent while the tab closes; under 64 KB).
  init: { method?: string; body?: unknown; keepalive?: boolean } = {},
): Promise<z.infer<S>> {
  const response = await fetch(`/api${path}`, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    keepalive: init.keepalive ?? false,
    headers: init.body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return readApiResponse(response, schema);
}

/** An api answer read as `apiRequest` reads it: the parsed body, or the server's error as an ApiError. */
export async function readApiResponse<S extends z.ZodType>(
  response: Response,
  schema: S,
): Promise<z.infer<S>> {
  const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = ApiErrorBodySchema.safeParse(payload);
    if (error.success) throw new ApiError(error.data.error.code, error.data.error.message, response.status);
    throw new ApiError('internal/unknown', 'Error happened', response.status);
  }
  return schema.parse(payload);
}
