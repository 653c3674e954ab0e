import { API_CALLS, type Credential, type Shareable } from '@kitchensync/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../app/apiClient';
import { sharePeople, sharePeopleIds, type SharePerson } from '../../model/sharing/sharePeople';

/**
 * The people list with names and e-mails looked up (`POST /api/auth/coworkers`); undefined until
 * the first answer. While a changed list is looked up the previous names stay, so rows never
 * flicker; `extra` carries credentials an answer already gave (an invitee's).
 */
export function useSharePeople(
  sharing: Shareable,
  enabled: boolean,
  extra: readonly Credential[],
): { people: SharePerson[] | undefined; error: Error | null } {
  const ids = sharePeopleIds(sharing);
  const lookup = useQuery({
    queryKey: ['coworkers', ids],
    queryFn: () =>
      apiRequest(API_CALLS.coworkers.path, API_CALLS.coworkers.response, {
        method: 'POST',
        body: { credentialIds: ids },
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
  const people = lookup.data ? sharePeople(sharing, [...extra, ...lookup.data.data]) : undefined;
  return { people, error: lookup.error };
}
