import { API_CALLS, type AuthUser } from '@kitchensync/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { apiRequest } from '../apiClient';
import { FormField } from '../FormField';
import { CURRENT_USER_QUERY_KEY } from '../useCurrentUser';
import { ACCOUNT_QUERY_KEYS } from './accountQueryKeys';

/** The name, and the password changed with the current one; the api's message when it refuses. */
export function AccountSection({ user }: { user: AuthUser }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(user.name);
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const changed = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEYS.account }),
      queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
    ]);
  const update = (body: { name?: string; password?: string; currentPassword?: string }) =>
    apiRequest('/account', API_CALLS.updateAccount.response, { method: 'PATCH', body });
  const rename = useMutation({ mutationFn: (next: string) => update({ name: next }), onSuccess: changed });
  const changePassword = useMutation({
    mutationFn: () => update({ password, currentPassword }),
    onSuccess: () => {
      setCurrentPassword('');
      setPassword('');
    },
  });

  const submitName = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(name.trim());
  };
  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    changePassword.mutate();
  };

  return (
    <section aria-labelledby="account-heading">
      <h2 id="account-heading">Account</h2>
      <p>{user.email}</p>
      <form onSubmit={submitName} aria-label="Name">
        <FormField id="account-name" label="Name" autoComplete="name" value={name} onValue={setName} />
        <button type="submit" disabled={rename.isPending || name.trim() === ''}>
          Save name
        </button>
        {rename.isSuccess && <p role="status">Name saved.</p>}
        {rename.error && (
          <p className="error" role="alert">
            {rename.error.message}
          </p>
        )}
      </form>
      <form onSubmit={submitPassword} aria-label="Password">
        <FormField
          id="account-current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onValue={setCurrentPassword}
        />
        <FormField
          id="account-new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          onValue={setPassword}
        />
        <button type="submit" disabled={changePassword.isPending}>
          Change password
        </button>
        {changePassword.isSuccess && <p role="status">Password changed.</p>}
        {changePassword.error && (
          <p className="error" role="alert">
            {changePassword.error.message}
          </p>
        )}
      </form>
    </section>
  );
}
