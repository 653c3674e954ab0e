import {
  API_ERRORS,
  AuthResponseSchema,
  EMAIL_PATTERN,
  ForgotPasswordResponseSchema,
  PASSWORD_MIN_LENGTH,
  passwordsMatch,
} from '@kitchensync/schemas';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { apiRequest } from './apiClient';
import { FormField } from './FormField';

/**
 * Reset password (spec 000 sections 2, 4 and 5): step 1 the e-mail, to which a code is mailed;
 * step 2 the code, a new password and its confirmation, which must be equal. Success logs the
 * person in.
 */
export function ResetPasswordForm({
  initialEmail,
  onBack,
  onDone,
}: {
  initialEmail: string;
  onBack: () => void;
  onDone: () => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (address: string) =>
      apiRequest('/auth/forgot', ForgotPasswordResponseSchema, { method: 'POST', body: { email: address } }),
    onError: (failure) => setProblem(failure.message),
  });
  const verify = useMutation({
    mutationFn: (body: { email: string; code: string; password: string }) =>
      apiRequest('/auth/forgot/verify', AuthResponseSchema, { method: 'POST', body }),
    onSuccess: onDone,
    onError: (failure) => setProblem(failure.message),
  });
  const codeSent = send.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const address = email.trim();
    if (!codeSent) {
      if (!EMAIL_PATTERN.test(address)) setProblem(API_ERRORS['auth/reset_email_invalid']);
      else send.mutate(address);
      return;
    }
    if (!passwordsMatch(password, confirmation)) setProblem(API_ERRORS['auth/passwords_mismatch']);
    else if (password.length < PASSWORD_MIN_LENGTH)
      setProblem(`Please use at least ${PASSWORD_MIN_LENGTH} characters.`);
    else verify.mutate({ email: address, code: code.trim(), password });
  };

  return (
    <form className="login" onSubmit={submit} noValidate aria-label="Reset password">
      <h1>Reset password</h1>
      {!codeSent ? (
        <>
          <p>Enter your e-mail and we will send you a code.</p>
          <FormField
            id="reset-email"
            label="E-mail"
            type="email"
            autoComplete="email"
            value={email}
            onValue={setEmail}
          />
        </>
      ) : (
        <>
          <p role="status">
            If {email.trim()} has an account, a code is on its way. It is valid for 10 minutes.
          </p>
          <FormField
            id="reset-code"
            label="Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onValue={setCode}
          />
          <FormField
            id="reset-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            value={password}
            onValue={setPassword}
          />
          <FormField
            id="reset-confirmation"
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onValue={setConfirmation}
          />
        </>
      )}
      {problem && (
        <p className="error error-box" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" disabled={send.isPending || verify.isPending}>
        {codeSent ? 'Set password and log in' : 'Send code'}
      </button>
      <button type="button" className="link-button" onClick={onBack}>
        Back to log in
      </button>
    </form>
  );
}
