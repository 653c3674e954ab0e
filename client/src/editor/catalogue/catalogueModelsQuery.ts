import { CatalogueModelsResponseSchema, type ModelType } from '@kitchensync/schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../app/apiClient';

/**
 * The catalogue's models of one type, each marked locked or not for the designer's plan and priced
 * for `accountId` (see `useCatalogueAccount`): one cache entry per type and account.
 */
export function catalogueModelsQuery(type: ModelType, accountId: string | null) {
  return queryOptions({
    queryKey: ['catalogue', 'models', type, accountId],
    queryFn: async () => {
      const query = new URLSearchParams({ type });
      if (accountId !== null) query.set('accountId', accountId);
      return (await apiRequest(`/catalogue/models?${query.toString()}`, CatalogueModelsResponseSchema)).data;
    },
    staleTime: 5 * 60_000,
  });
}
