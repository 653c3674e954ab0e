import type { AuthUser } from '@kitchensync/schemas';
import { ApiError } from '../http/ApiError';
import type { AccountStanding } from './AccountStanding';

/** The caller, when logged in and an admin; otherwise 401 or 403 `admin/forbidden`. */
export async function requireAdmin(standing: AccountStanding, user: AuthUser | null): Promise<AuthUser> {
  if (!user) throw new ApiError('auth/required');
  if (!(await standing.isAdmin(user.id))) throw new ApiError('admin/forbidden');
  return user;
}
