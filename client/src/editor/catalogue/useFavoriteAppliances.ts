import {
  UserDataResponseSchema,
  type ApplianceType,
  type FavoriteApplianceRequest,
} from '@kitchensync/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../app/apiClient';

const USER_DATA_KEY = ['userData'] as const;

/** The designer's favorite appliance of each kind (user data) and the call that marks one. */
export function useFavoriteAppliances() {
  const queryClient = useQueryClient();
  const userData = useQuery({
    queryKey: USER_DATA_KEY,
    queryFn: async () => (await apiRequest('/userData', UserDataResponseSchema)).data,
  });
  const select = useMutation({
    mutationFn: (request: FavoriteApplianceRequest) =>
      apiRequest('/userData/favoriteAppliance', UserDataResponseSchema, { method: 'PUT', body: request }),
    onSuccess: (response) => queryClient.setQueryData(USER_DATA_KEY, response.data),
  });
  return {
    userData: userData.data ?? null,
    error: userData.error ?? select.error,
    selectFavorite: (applianceType: ApplianceType, catalogModelId: string) =>
      select.mutate({ applianceType, catalogModelId }),
  };
}
