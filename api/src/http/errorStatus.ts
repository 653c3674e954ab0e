import type { ApiErrorCode } from '@kitchensync/schemas';

/** Exhaustive on purpose: a code added to the catalogue does not compile until it has a status. */
export const ERROR_STATUS: Record<ApiErrorCode, number> = {
  'request/invalid': 400,
  'request/not_found': 404,
  'auth/email_invalid': 400,
  'auth/required': 401,
  'save/forbidden': 403,
  'save/not_found': 404,
  'internal/unknown': 500,
};
