import { EMAIL_PATTERN, GuestLoginResponseSchema } from '@kitchensync/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { apiRequest } from './apiClient';
import { CURRENT_USER_QUERY_KEY } from './useCurrentUser';

const INVALID_EMAIL = 'Please input a valid email';

/** The login dialog's guest step: an e-mail is all a guest needs. */
export function GuestLoginForm() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const login = useMutation({
    mutationFn: (address: string) =>
      apiRequest('/auth/guest', GuestLoginResponseSchema, { method: 'POST', body: { email: address } }),
    onSuccess: async (response) => {
      if ('auth' in response.data) await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      else if ('redirect' in response.data) window.location.assign(response.data.redirect);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const valid = EMAIL_PATTERN.test(address);
    setInvalid(!valid);
    if (valid) login.mutate(address);
  };

  const askedForPassword = login.data !== undefined && 'askForPassword' in login.data;
  return (
    <form className="login" onSubmit={submit} noValidate aria-label="Log in">
      <h1>KitchenSync</h1>
      <p>Design your kitchen together, live.</p>
      <label htmlFor="login-email">E-mail</label>
      <input
        id="login-email"
        type="email"
        autoComplete="email"
        value={email}
        aria-invalid={invalid}
        onChange={(event) => setEmail(event.target.value)}
      />
      {invalid && <p className="error">{INVALID_EMAIL}</p>}
      {askedForPassword && (
        <p className="error">This e-mail belongs to a designer account; password login is coming soon.</p>
      )}
      {login.error && <p className="error">{login.error.message}</p>}
      <button type="submit" disabled={login.isPending}>
        Continue as guest
      </button>
    </form>
  );
}
