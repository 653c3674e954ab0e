import { InstallationResponseSchema } from '@kitchensync/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './apiClient';

/**
 * This installation's settings (`GET /api/installation`), such as the currency prices are shown in.
 * They change only when the server restarts with other settings, so one read per page load serves.
 */
export function useInstallation() {
  return useQuery({
    queryKey: ['installation'],
    queryFn: async () => (await apiRequest('/installation', InstallationResponseSchema)).data,
    staleTime: Infinity,
  });
}
