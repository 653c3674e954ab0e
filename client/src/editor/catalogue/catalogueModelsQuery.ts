import { CatalogueModelsResponseSchema, type ModelType } from '@kitchensync/schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../app/apiClient';

/** The catalogue's models of one type, each marked locked or not for the designer's plan: one cache entry per type. */
export function catalogueModelsQuery(type: ModelType) {
  return queryOptions({
    queryKey: ['catalogue', 'models', type],
    queryFn: async () =>
      (await apiRequest(`/catalogue/models?type=${encodeURIComponent(type)}`, CatalogueModelsResponseSchema))
        .data,
    staleTime: 5 * 60_000,
  });
}
