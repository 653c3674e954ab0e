import type { AuthUser } from '@kitchensync/schemas';
import type { UserRecord } from './UserRecord';

/** A stored user as the client sees it; an account without a password is a guest. */
export function toAuthUser(user: UserRecord): AuthUser {
  return { id: user.id, email: user.email, name: user.name, guest: user.passwordHash === null };
}
