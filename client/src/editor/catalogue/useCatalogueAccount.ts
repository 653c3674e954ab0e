import { useCurrentUser } from '../../app/useCurrentUser';
import { useClientDomain } from './useClientDomain';

/**
 * The account whose prices apply here: the client domain's on a white-label host, otherwise the
 * designer's own (which an admin sets in bulk price editing). `known` is false until both are read.
 */
export function useCatalogueAccount(): { accountId: string | null; known: boolean } {
  const clientDomain = useClientDomain();
  const user = useCurrentUser();
  return {
    accountId: clientDomain.data?.settings.accountId ?? user.data?.id ?? null,
    known: !clientDomain.isPending && !user.isPending,
  };
}
