import { CatalogueModelsResponseSchema, type ModelType } from '@kitchensync/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../app/apiClient';

/** The catalogue's models of one type, each marked locked or not for the designer's plan. */
export function useCatalogueModels(type: ModelType) {
  return useQuery({
    queryKey: ['catalogue', 'models', type],
    queryFn: async () =>
      (await apiRequest(`/catalogue/models?type=${encodeURIComponent(type)}`, CatalogueModelsResponseSchema))
        .data,
    staleTime: 5 * 60_000,
  });
}
