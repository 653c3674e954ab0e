import { MeResponseSchema } from '@kitchensync/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './apiClient';

export const CURRENT_USER_QUERY_KEY = ['auth', 'me'] as const;

export function useCurrentUser() {
  return useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: async () => (await apiRequest('/auth/me', MeResponseSchema)).user,
  });
}
