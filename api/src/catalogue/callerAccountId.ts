import type { AuthUser } from '@kitchensync/schemas';

/**
 * The catalogue account a user manages prices for. Until organisations exist every user is their
 * own account; this is the one place to change when a user's account becomes their organisation.
 */
export function callerAccountId(user: AuthUser): string {
  return user.id;
}
