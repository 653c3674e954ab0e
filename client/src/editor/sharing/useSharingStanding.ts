import { API_CALLS } from '@kitchensync/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../app/apiClient';
import { sharingStanding, type SharingStanding } from '../../model/sharing/sharingStanding';
import { organisationQuery } from './organisationQuery';

/**
 * The reader's coworkers and licence for the share dialog, from their organisation and their
 * subscription; `standing` is undefined until both are loaded since the dialog opened.
 */
export function useSharingStanding(): { standing: SharingStanding | undefined; error: Error | null } {
  const organisation = useQuery(organisationQuery);
  // The same key and shape as the purchase dialog's, so a purchase refreshes this too.
  const subscription = useQuery({
    queryKey: ['subscription'],
    queryFn: async () =>
      (await apiRequest(API_CALLS.subscription.path, API_CALLS.subscription.response)).data,
  });
  // Read afresh for each opening: a plan canceled or a coworker added since must show at once.
  const loaded =
    organisation.isSuccess &&
    subscription.isSuccess &&
    organisation.isFetchedAfterMount &&
    subscription.isFetchedAfterMount;
  const standing = loaded ? sharingStanding(organisation.data, subscription.data) : undefined;
  return { standing, error: organisation.error ?? subscription.error };
}
