import {
  AuthResponseSchema,
  EMAIL_PATTERN,
  GuestLoginResponseSchema,
  API_ERRORS,
} from '@kitchensync/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError, apiRequest } from './apiClient';
import { BrandMark } from './BrandMark';
import { FormField } from './FormField';
import { ResetPasswordForm } from './ResetPasswordForm';
import { CURRENT_USER_QUERY_KEY } from './useCurrentUser';

type LoginMode = 'guest' | 'designer' | 'reset';

/**
 * The login dialog (spec 000 sections 2, 4, 5 and 8): guest mode by default, an e-mail alone; the
 * answer logs the guest in, sends them to their home domain, or asks for a password, which switches
 * to designer mode (e-mail and password). In either mode the server may ask for the code it mailed
 * (a designer on a new browser; an existing guest account on a browser not its own), and a code
 * step appears. Reset password is its own two-step form.
 */
export function LoginForm() {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<LoginMode>('guest');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeAsked, setCodeAsked] = useState(false);
  const [invalidEmail, setInvalidEmail] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const loggedIn = () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });

  // The server names the step it wants next (spec 000 section 8); anything else is shown as is.
  const askForCodeOrShow = (failure: Error) => {
    if (failure instanceof ApiError && failure.code === 'auth/code_required') {
      setCodeAsked(true);
      setError(null);
    } else setError(failure.message);
  };
  const guest = useMutation({
    mutationFn: (body: { email: string; code?: string }) =>
      apiRequest('/auth/guest', GuestLoginResponseSchema, { method: 'POST', body }),
    onSuccess: async ({ data }) => {
      if ('auth' in data) await loggedIn();
      else if ('redirect' in data) window.location.assign(data.redirect);
      else switchTo('designer');
    },
    onError: askForCodeOrShow,
  });
  const designer = useMutation({
    mutationFn: (body: { email: string; password: string; code?: string }) =>
      apiRequest('/auth/login', AuthResponseSchema, { method: 'POST', body }),
    onSuccess: loggedIn,
    onError: askForCodeOrShow,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const valid = EMAIL_PATTERN.test(address);
    setInvalidEmail(!valid);
    setError(null);
    if (!valid) return;
    const mailed = codeAsked ? { code: code.trim() } : {};
    if (mode === 'guest') guest.mutate({ email: address, ...mailed });
    else designer.mutate({ email: address, password, ...mailed });
  };

  const switchTo = (next: LoginMode) => {
    setMode(next);
    setCodeAsked(false);
    setCode('');
    setError(null);
  };

  if (mode === 'reset')
    return (
      <ResetPasswordForm initialEmail={email.trim()} onBack={() => switchTo('designer')} onDone={loggedIn} />
    );

  const pending = guest.isPending || designer.isPending;
  return (
    <form className="login" onSubmit={submit} noValidate aria-label="Log in">
      <h1>
        <BrandMark />
        KitchenSync
      </h1>
      <p className="hint">Design your kitchen together, live.</p>
      <FormField
        id="login-email"
        label="E-mail"
        type="email"
        autoComplete="email"
        aria-invalid={invalidEmail}
        value={email}
        onValue={setEmail}
      />
      {invalidEmail && <p className="error">{API_ERRORS['auth/email_invalid']}</p>}
      {mode === 'designer' && (
        <>
          <FormField
            id="login-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onValue={setPassword}
          />
        </>
      )}
      {codeAsked && (
        <>
          <p role="status">{API_ERRORS['auth/code_required']}</p>
          <FormField
            id="login-code"
            label="Verification code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onValue={setCode}
          />
        </>
      )}
      {error && (
        <p className="error error-box" role="alert">
          {error}
        </p>
      )}
      <button type="submit" disabled={pending}>
        {mode === 'guest' ? 'Continue as guest' : 'Log in'}
      </button>
      {mode === 'guest' ? (
        <button type="button" className="link-button" onClick={() => switchTo('designer')}>
          Log in as a designer
        </button>
      ) : (
        <>
          <button type="button" className="link-button" onClick={() => switchTo('reset')}>
            Forgot password?
          </button>
          <button type="button" className="link-button" onClick={() => switchTo('guest')}>
            Continue as a guest instead
          </button>
        </>
      )}
    </form>
  );
}
