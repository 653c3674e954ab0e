import { EMAIL_PATTERN, type InviteRole } from '@kitchensync/schemas';
import { useId, useState, type FormEvent } from 'react';

/**
 * Invite someone by e-mail as viewer or editor. `onInvite` resolves to whether the e-mail must be
 * cleared (spec 000 section 8: after auth/user_inaccessible), or to true once the invite went through.
 */
export function ShareInviteForm({
  disabled,
  onInvite,
}: {
  disabled: boolean;
  onInvite: (email: string, role: InviteRole) => Promise<boolean>;
}) {
  const ids = { email: useId(), role: useId() };
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InviteRole>('viewer');
  const [invalid, setInvalid] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (await onInvite(email.trim(), role)) setEmail('');
  };

  return (
    <form className="share-invite" onSubmit={(event) => void submit(event)}>
      <label htmlFor={ids.email}>Invite people</label>
      <input
        id={ids.email}
        type="email"
        placeholder="E-mail address"
        value={email}
        aria-invalid={invalid || undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
      <label htmlFor={ids.role} className="visually-hidden">
        Invite as
      </label>
      <select id={ids.role} value={role} onChange={(event) => setRole(event.target.value as InviteRole)}>
        <option value="viewer">Viewer</option>
        <option value="editor">Editor</option>
      </select>
      <button type="submit" disabled={disabled || email.trim() === ''}>
        Invite
      </button>
      {invalid && (
        <p className="error" role="alert">
          Please input a valid email
        </p>
      )}
    </form>
  );
}
