import { API_ERRORS } from '@kitchensync/schemas';

/** What the share dialog shows for a failed share call, and whether the invite's e-mail is cleared. */
export interface ShareErrorDisplay {
  readonly message: string;
  readonly clearsEmail: boolean;
}

const FALLBACK = 'Error happened';

/**
 * Spec 000 section 8: auth/user_inaccessible clears the e-mail and shows the spec's sentence; other
 * share errors show the server's text, or "Error happened" when there is none.
 */
export function shareErrorMessage(error: unknown): ShareErrorDisplay {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === 'auth/user_inaccessible') {
    return { message: API_ERRORS['auth/user_inaccessible'], clearsEmail: true };
  }
  const text = error instanceof Error ? error.message.trim() : '';
  return { message: text === '' ? FALLBACK : text, clearsEmail: false };
}
