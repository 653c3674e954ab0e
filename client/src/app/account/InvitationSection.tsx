import { API_CALLS, type AuthUser } from '@kitchensync/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { apiRequest } from '../apiClient';
import { FormField } from '../FormField';
import { LoginForm } from '../LoginForm';
import { CURRENT_USER_QUERY_KEY } from '../useCurrentUser';
import { ACCOUNT_QUERY_KEYS } from './accountQueryKeys';

/**
 * An organisation's invitation from its mailed link: who invites to what, then accepting it. A new
 * (or guest) address sets its name and password and is logged in by the answer; an address with a
 * password accepts while logged in as itself. Any refusal (expired, already a member, another
 * account, password required) shows the api's own message.
 */
export function InvitationSection({
  token,
  user,
  onJoined,
}: {
  token: string;
  user: AuthUser | null;
  onJoined: (organisationName: string) => void;
}) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(user?.name ?? '');
  const [password, setPassword] = useState('');
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: async () =>
      (await apiRequest(`/invitations/${encodeURIComponent(token)}`, API_CALLS.invitation.response)).data,
    retry: false,
  });
  const accept = useMutation({
    mutationFn: (body: { name?: string; password?: string }) =>
      apiRequest(`/invitations/${encodeURIComponent(token)}/accept`, API_CALLS.acceptInvitation.response, {
        method: 'POST',
        body,
      }),
    onSuccess: async ({ data }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEYS.account }),
      ]);
      onJoined(data.organisation.name);
    },
  });

  if (invitation.isPending) return <p>Loading...</p>;
  if (invitation.error)
    return (
      <section aria-labelledby="invitation-heading">
        <h2 id="invitation-heading">Invitation</h2>
        <p className="error" role="alert">
          {invitation.error.message}
        </p>
      </section>
    );
  const { organisationName, inviterName, email, needsLogin } = invitation.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    accept.mutate(needsLogin ? {} : { name: name.trim(), password });
  };

  return (
    <section aria-labelledby="invitation-heading">
      <h2 id="invitation-heading">Join {organisationName}</h2>
      <p>
        {inviterName} invited {email} to the organisation {organisationName}.
      </p>
      {needsLogin && user === null ? (
        <>
          <p>Log in as {email} to accept.</p>
          <LoginForm />
        </>
      ) : (
        <form onSubmit={submit} aria-label="Accept the invitation">
          {!needsLogin && (
            <>
              <FormField
                id="invite-name"
                label="Your name"
                autoComplete="name"
                value={name}
                onValue={setName}
              />
              <FormField
                id="invite-password"
                label="Choose a password"
                type="password"
                autoComplete="new-password"
                value={password}
                onValue={setPassword}
              />
            </>
          )}
          <button type="submit" disabled={accept.isPending}>
            Accept and join
          </button>
          {accept.error && (
            <p className="error error-box" role="alert">
              {accept.error.message}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
