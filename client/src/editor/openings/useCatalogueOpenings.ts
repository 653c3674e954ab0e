import { OpeningsResponseSchema } from '@kitchensync/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../app/apiClient';
import { useCatalogueAccount } from '../catalogue/useCatalogueAccount';

/** The catalogue's doors, windows and openings for the catalogue account (POST /api/openings/get). */
export function useCatalogueOpenings() {
  const { accountId, known } = useCatalogueAccount();
  return useQuery({
    queryKey: ['catalogue', 'openings', accountId],
    queryFn: async ({ queryKey: [, , accountId] }) =>
      (
        await apiRequest('/openings/get', OpeningsResponseSchema, {
          method: 'POST',
          body: { accountId },
        })
      ).data,
    enabled: known && accountId !== null,
    staleTime: 5 * 60_000,
  });
}
