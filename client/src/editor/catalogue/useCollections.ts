import { CatalogueCollectionsResponseSchema } from '@kitchensync/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../app/apiClient';

/** The catalogue's collections (styles) for the style carousel. */
export function useCollections() {
  return useQuery({
    queryKey: ['catalogue', 'collections'],
    queryFn: async () =>
      (await apiRequest('/catalogue/collections', CatalogueCollectionsResponseSchema)).data,
    staleTime: 5 * 60_000,
  });
}
