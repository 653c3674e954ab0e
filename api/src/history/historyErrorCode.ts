import type { ApiErrorCode } from '@kitchensync/schemas';

/** The `DesignHistory` failures a caller is meant to see, by the error names the port documents. */
const CODES_BY_ERROR_NAME: Readonly<Record<string, ApiErrorCode>> = {
  HistoryVersionNotFoundError: 'history/version_not_found',
  EmptyHistoryError: 'history/empty',
};

/**
 * The catalogue code for a failure of the history port, or null for anything else (a bug or an outage,
 * which the error handler logs and answers with 500). Matched by name, not class: the classes belong to
 * the collab-server, which the api does not import at runtime.
 */
export function historyErrorCode(error: unknown): ApiErrorCode | null {
  if (!(error instanceof Error) || !Object.hasOwn(CODES_BY_ERROR_NAME, error.name)) return null;
  return CODES_BY_ERROR_NAME[error.name] ?? null;
}
