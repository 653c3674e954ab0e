import { CatalogueModelsResponseSchema, type ModelType } from '@kitchensync/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../app/apiClient';
import { useCurrentUser } from '../../app/useCurrentUser';
import { useClientDomain } from './useClientDomain';

/**
 * The catalogue's models of one type, each marked locked or not for the designer's plan, priced
 * for the account whose prices apply here: the client domain's on a white-label host, otherwise the
 * designer's own (which an admin sets in bulk price editing).
 */
export function useCatalogueModels(type: ModelType) {
  const clientDomain = useClientDomain();
  const user = useCurrentUser();
  const accountId = clientDomain.data?.settings.accountId ?? user.data?.id ?? null;
  return useQuery({
    queryKey: ['catalogue', 'models', type, accountId],
    enabled: !clientDomain.isPending && !user.isPending,
    queryFn: async () => {
      const query = new URLSearchParams({ type });
      if (accountId !== null) query.set('accountId', accountId);
      return (await apiRequest(`/catalogue/models?${query.toString()}`, CatalogueModelsResponseSchema)).data;
    },
    staleTime: 5 * 60_000,
  });
}
