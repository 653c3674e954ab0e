import { CatalogueTexturesResponseSchema } from '@kitchensync/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../app/apiClient';

/** The catalogue's textures of the flooring category, marked locked for the plan. */
export function useFlooringTextures() {
  return useQuery({
    queryKey: ['catalogue', 'textures', 'flooring'],
    queryFn: async () =>
      (await apiRequest('/catalogue/textures?category=flooring', CatalogueTexturesResponseSchema)).data,
    staleTime: 5 * 60_000,
  });
}
