import { API_CALLS } from '@kitchensync/schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../app/apiClient';

/** The reader's organisation (null without one): whether they have coworkers to share with. */
export const organisationQuery = queryOptions({
  queryKey: ['organisation'],
  queryFn: async () => (await apiRequest(API_CALLS.organisation.path, API_CALLS.organisation.response)).data,
});
