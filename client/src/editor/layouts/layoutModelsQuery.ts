import { CatalogueModelsResponseSchema } from '@kitchensync/schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../app/apiClient';

/** The catalogue models a layout's cabinets come from: one style, priced for `accountId`. */
export function layoutModelsQuery(style: string, accountId: string | null) {
  return queryOptions({
    queryKey: ['catalogue', 'models', style, accountId],
    queryFn: async () => {
      const query = new URLSearchParams({ style });
      if (accountId !== null) query.set('accountId', accountId);
      return (await apiRequest(`/catalogue/models?${query.toString()}`, CatalogueModelsResponseSchema)).data;
    },
  });
}
