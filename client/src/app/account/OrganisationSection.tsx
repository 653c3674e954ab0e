import { API_CALLS, API_ERRORS, EMAIL_PATTERN } from '@kitchensync/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { apiRequest } from '../apiClient';
import { FormField } from '../FormField';
import { ACCOUNT_QUERY_KEYS } from './accountQueryKeys';
import { ConfirmationDialog } from '../ConfirmationDialog';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * The caller's organisation: its owner manages members, licences and invitations; a member sees
 * the organisation and its owner, read-only. The api decides what is allowed and its messages show.
 */
export function OrganisationSection() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [invalidEmail, setInvalidEmail] = useState(false);
  const organisation = useQuery({
    queryKey: ACCOUNT_QUERY_KEYS.organisation,
    queryFn: async () => (await apiRequest('/organisation', API_CALLS.organisation.response)).data,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEYS.organisation });
  const invite = useMutation({
    mutationFn: (address: string) =>
      apiRequest('/organisation/invites', API_CALLS.inviteCoworker.response, {
        method: 'POST',
        body: { email: address },
      }),
    onSuccess: async () => {
      setEmail('');
      await refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (inviteId: string) =>
      apiRequest(`/organisation/invites/${encodeURIComponent(inviteId)}`, API_CALLS.revokeInvite.response, {
        method: 'DELETE',
      }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (userId: string) =>
      apiRequest(`/organisation/members/${encodeURIComponent(userId)}`, API_CALLS.removeCoworker.response, {
        method: 'DELETE',
      }),
    onSuccess: refresh,
  });

  if (organisation.isPending) return <p>Loading...</p>;
  if (organisation.error) return <p className="error">{organisation.error.message}</p>;
  const data = organisation.data;
  if (data === null) return null;
  const owner = data.members.find((member) => member.role === 'owner');
  const isOwner = data.role === 'owner';

  const submitInvite = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const valid = EMAIL_PATTERN.test(address);
    setInvalidEmail(!valid);
    if (valid) invite.mutate(address);
  };

  return (
    <section aria-labelledby="organisation-heading">
      <h2 id="organisation-heading">Organisation {data.name}</h2>
      {owner && (
        <p>
          Owner: {owner.name} ({owner.email})
        </p>
      )}
      {isOwner && (
        <p>
          Licenses used: {data.licenses.used + data.licenses.reserved} of {data.licenses.total}
        </p>
      )}
      <h3>Members</h3>
      <ul aria-label="Members">
        {data.members.map((member) => (
          <li key={member.id}>
            {member.name} ({member.email}) — {member.role === 'owner' ? 'Owner' : 'Member'}
            {isOwner && member.role !== 'owner' && (
              <>
                {' '}
                <ConfirmationDialog
                  label="Remove"
                  title={`Remove ${member.name}`}
                  description={`${member.name} (${member.email}) leaves ${data.name} and loses its plan.`}
                  pending={remove.isPending}
                  error={remove.error}
                  onConfirm={() => remove.mutateAsync(member.id)}
                />
              </>
            )}
          </li>
        ))}
      </ul>
      {isOwner && (
        <>
          <h3>Pending invitations</h3>
          {data.invites.length === 0 ? (
            <p>None.</p>
          ) : (
            <ul aria-label="Pending invitations">
              {data.invites.map((pending) => (
                <li key={pending.id}>
                  {pending.email} (expires {day.format(pending.expiresAt)}){' '}
                  <button
                    type="button"
                    aria-label={`Revoke ${pending.email}`}
                    onClick={() => revoke.mutate(pending.id)}
                    disabled={revoke.isPending}
                  >
                    Revoke
                  </button>
                </li>
              ))}
            </ul>
          )}
          {revoke.error && (
            <p className="error" role="alert">
              {revoke.error.message}
            </p>
          )}
          <form onSubmit={submitInvite} aria-label="Invite a coworker" noValidate>
            <FormField
              id="invite-email"
              label="Coworker's e-mail"
              type="email"
              aria-invalid={invalidEmail}
              value={email}
              onValue={setEmail}
            />
            {invalidEmail && <p className="error">{API_ERRORS['auth/email_invalid']}</p>}
            <button type="submit" disabled={invite.isPending}>
              Invite
            </button>
            {invite.error && (
              <p className="error" role="alert">
                {invite.error.message}
              </p>
            )}
          </form>
        </>
      )}
    </section>
  );
}
