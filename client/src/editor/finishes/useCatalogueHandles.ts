import { CatalogueHandlesResponseSchema, isChoosableHandle } from '@kitchensync/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../app/apiClient';

/** The catalogue's handles that have a model to draw: only those may be chosen (spec 002 section 4). */
export function useCatalogueHandles() {
  return useQuery({
    queryKey: ['catalogue', 'handles'],
    queryFn: async () => (await apiRequest('/catalogue/handles', CatalogueHandlesResponseSchema)).data,
    select: (handles) => handles.filter(isChoosableHandle),
    staleTime: 5 * 60_000,
  });
}
