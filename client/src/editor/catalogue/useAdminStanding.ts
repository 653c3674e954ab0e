import { CheckAdminResponseSchema, type AdminStanding } from '@kitchensync/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../app/apiClient';
import { useCurrentUser } from '../../app/useCurrentUser';

const NEITHER: AdminStanding = { isAdmin: false, isUltimatePlan: false };

/**
 * POST /api/checkAdmin for the signed-in user. Spec 001 section 8: a failed check is treated as
 * not admin and not Ultimate, so a failure answers that rather than an error.
 */
export function useAdminStanding(): AdminStanding {
  const user = useCurrentUser().data ?? null;
  const standing = useQuery({
    queryKey: ['checkAdmin', user?.id],
    enabled: user !== null,
    queryFn: async () => {
      try {
        return await apiRequest('/checkAdmin', CheckAdminResponseSchema, {
          method: 'POST',
          body: { credentialId: user?.id, credentialEmail: user?.email },
        });
      } catch {
        return NEITHER;
      }
    },
    staleTime: 5 * 60_000,
  });
  return standing.data ?? NEITHER;
}
