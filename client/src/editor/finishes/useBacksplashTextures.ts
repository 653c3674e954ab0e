import { CatalogueTexturesResponseSchema } from '@kitchensync/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../app/apiClient';

/**
 * The catalogue's textures of the backsplash category, locked ones marked for the plan; `enabled`
 * off leaves them unfetched (a design without a backsplash texture needs none).
 */
export function useBacksplashTextures(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['catalogue', 'textures', 'backsplash'],
    queryFn: async () =>
      (await apiRequest('/catalogue/textures?category=backsplash', CatalogueTexturesResponseSchema)).data,
    staleTime: 5 * 60_000,
  });
}
