import { ClientDomainResponseSchema } from '@kitchensync/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../app/apiClient';

/** The white-label settings of the host the editor runs on, or null on the product's own hosts. */
export function useClientDomain() {
  return useQuery({
    queryKey: ['clientDomain'],
    queryFn: async () => (await apiRequest('/client-domain', ClientDomainResponseSchema)).data,
    staleTime: Infinity,
  });
}
