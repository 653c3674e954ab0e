import { API_CALLS } from '@kitchensync/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../apiClient';
import { ACCOUNT_QUERY_KEYS } from './accountQueryKeys';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The caller's live sessions, this browser's marked, each with End so a lost device can be logged out. */
export function SessionsSection() {
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: ACCOUNT_QUERY_KEYS.sessions,
    queryFn: async () => (await apiRequest('/auth/sessions', API_CALLS.listSessions.response)).data,
  });
  const end = useMutation({
    mutationFn: (sessionId: string) =>
      apiRequest(`/auth/sessions/${encodeURIComponent(sessionId)}`, API_CALLS.endSession.response, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEYS.sessions }),
  });

  return (
    <section aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Sessions</h2>
      {sessions.isPending && <p>Loading...</p>}
      {sessions.error && <p className="error">{sessions.error.message}</p>}
      {sessions.data && (
        <ul aria-label="Sessions">
          {sessions.data.map((session) => (
            <li key={session.id}>
              Logged in {dateTime.format(session.createdAt)}
              {session.current ? ' (this browser)' : ''}{' '}
              <button
                type="button"
                aria-label={`End session logged in ${dateTime.format(session.createdAt)}${session.current ? ' (this browser)' : ''}`}
                onClick={() => end.mutate(session.id)}
                disabled={end.isPending}
              >
                End
              </button>
            </li>
          ))}
        </ul>
      )}
      {end.error && (
        <p className="error" role="alert">
          {end.error.message}
        </p>
      )}
    </section>
  );
}
