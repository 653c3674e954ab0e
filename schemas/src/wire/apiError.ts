import { z } from 'zod';

/** Stable error codes shared by the api and the client; messages quoted from the spec stay word for word. */
export const API_ERRORS = {
  'request/invalid': 'The request is not valid.',
  'request/not_found': 'There is no such api route.',
  'auth/email_invalid': 'Please input a valid email',
  'auth/required': 'Please log in first.',
  'save/not_found': 'This save does not exist or you have no access to it.',
  'save/forbidden': 'You do not have permission to do that.',
  'internal/unknown': 'Error happened',
} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;

export const ApiErrorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});

export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
