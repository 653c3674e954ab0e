import { CatalogueCountertopsResponseSchema } from '@kitchensync/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../app/apiClient';

/** The catalogue's countertops, marked locked for the plan (left out on a client domain by the api). */
export function useCatalogueCountertops() {
  return useQuery({
    queryKey: ['catalogue', 'countertops'],
    queryFn: async () =>
      (await apiRequest('/catalogue/countertops', CatalogueCountertopsResponseSchema)).data,
    staleTime: 5 * 60_000,
  });
}
