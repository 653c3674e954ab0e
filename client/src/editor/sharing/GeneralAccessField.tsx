import type { Access, GeneralAccess, Shareable } from '@kitchensync/schemas';
import { useId } from 'react';
import {
  GENERAL_ACCESS_CHOICES,
  generalAccessChoiceOf,
  sharingOfChoice,
  type GeneralAccessChoice,
} from '../../model/sharing/generalAccessChoice';

/**
 * Locked or public, and when public, viewer or editor, as one choice (spec 000 section 4). The
 * locked option can be shown disabled (no licence with coworkers), and the whole choice pinned to
 * an access the rules force (a folder without coworkers).
 */
export function GeneralAccessField({
  sharing,
  lockedOptionDisabled,
  forcedAccess,
  disabled,
  onChange,
}: {
  sharing: Shareable;
  lockedOptionDisabled: boolean;
  forcedAccess: Access | null;
  disabled: boolean;
  onChange: (next: { access: Access; generalAccess: GeneralAccess }) => void;
}) {
  const id = useId();
  const value = generalAccessChoiceOf(forcedAccess === null ? sharing : { ...sharing, access: forcedAccess });
  return (
    <>
      <label htmlFor={id}>General access</label>
      <select
        id={id}
        value={value}
        disabled={disabled || forcedAccess !== null}
        onChange={(event) =>
          onChange(sharingOfChoice(event.target.value as GeneralAccessChoice, sharing.generalAccess))
        }
      >
        {GENERAL_ACCESS_CHOICES.map(({ choice, label }) => (
          <option key={choice} value={choice} disabled={choice === 'locked' && lockedOptionDisabled}>
            {label}
          </option>
        ))}
      </select>
      {forcedAccess === 'locked' && (
        <small>A folder stays private until your organization has coworkers.</small>
      )}
      {lockedOptionDisabled && <small>Making designs private needs a license.</small>}
    </>
  );
}
