import { API_ERRORS, type ApiErrorCode } from '@kitchensync/schemas';

/**
 * A failure the caller is meant to see, named by its catalogue code; services throw it without
 * knowing HTTP, and the error handler picks the status.
 */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string = API_ERRORS[code],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
