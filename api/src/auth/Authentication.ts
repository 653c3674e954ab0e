import type { AuthUser } from '@kitchensync/schemas';

/** Who a request's session token belongs to, and the hash that names the session for logout. */
export interface Authentication {
  user: AuthUser;
  tokenHash: string;
}
