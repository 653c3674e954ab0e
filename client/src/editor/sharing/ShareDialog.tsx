import './sharing.css';
import {
  shareDialogOptions,
  shareLink,
  type AccessFlags,
  type Credential,
  type InviteRole,
  type ShareSaveResponse,
} from '@kitchensync/schemas';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type ReactNode } from 'react';
import { GENERAL_ACCESS_CHOICES, generalAccessChoiceOf } from '../../model/sharing/generalAccessChoice';
import { shareRequestFor, type ShareEdit } from '../../model/sharing/shareEdit';
import { shareErrorMessage } from '../../model/sharing/shareErrorMessage';
import { CopyLinkButton } from './CopyLinkButton';
import { GeneralAccessField } from './GeneralAccessField';
import { ShareInviteForm } from './ShareInviteForm';
import { SharePeopleList } from './SharePeopleList';
import type { ShareTarget } from './shareTarget';
import { useShareMutation } from './useShareMutation';
import { useSharePeople } from './useSharePeople';
import { useSharingStanding } from './useSharingStanding';
import { DialogCloseButton } from '../../app/DialogCloseButton';

interface ShareDialogProps {
  target: ShareTarget;
  /** The reader's flags on the target, as the api judged them (folder ancestry included). */
  flags: AccessFlags;
  /** The button that opens the dialog. */
  trigger: ReactNode;
}

/**
 * The share dialog of a save or folder (spec 000 sections 2, 4, 6 and 8): general access, invites
 * by e-mail, the people list with roles, and for a save its link. What it offers comes from the
 * schemas' `shareDialogOptions`; nothing works until the reader's standing (and the names on the
 * list) are loaded.
 */
export function ShareDialog({ target, flags, trigger }: ShareDialogProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog share-dialog" aria-describedby={undefined}>
          <Dialog.Title>Share {target.name}</Dialog.Title>
          <ShareDialogBody target={target} flags={flags} />
          <div className="dialog-buttons">
            <DialogCloseButton>Done</DialogCloseButton>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Mounted while the dialog is open, so each opening starts from the opener's sharing. */
function ShareDialogBody({ target, flags }: { target: ShareTarget; flags: AccessFlags }) {
  const linkId = useId();
  const confidentialId = useId();
  // The owner decides per link whether its viewers see prices (spec 000: the conf link parameter).
  const [confidential, setConfidential] = useState(false);
  const [answer, setAnswer] = useState<ShareSaveResponse | null>(null);
  const [invitees, setInvitees] = useState<Credential[]>([]);
  const [error, setError] = useState<string | null>(null);
  const sharing = answer?.access ?? target.sharing;
  // The address this person reached the product on serves it to them, so it is the one to share;
  // the api answers its configured public address for hosts it does not know.
  const link = shareLink(window.location.origin, target.id, confidential ? { conf: true } : {});
  const { standing, error: standingError } = useSharingStanding();
  const options = standing && shareDialogOptions({ kind: target.kind, flags, ...standing });
  const { people, error: peopleError } = useSharePeople(sharing, options?.peopleList ?? false, invitees);
  const share = useShareMutation(target);

  const send = async (edit: ShareEdit): Promise<boolean> => {
    setError(null);
    try {
      const answered = await share.mutateAsync(shareRequestFor(sharing, edit));
      setAnswer(answered);
      if (answered.cache) setInvitees((known) => [...known, answered.cache!]);
      return true;
    } catch (failure) {
      const display = shareErrorMessage(failure);
      setError(display.message);
      return display.clearsEmail;
    }
  };

  const loadError = standingError ?? peopleError;
  if (loadError) {
    return (
      <p className="error" role="alert">
        {shareErrorMessage(loadError).message}
      </p>
    );
  }
  if (!options || (options.peopleList && !people)) {
    return (
      <p className="share-loading" role="status">
        <span className="share-spinner" aria-hidden="true" /> Loading...
      </p>
    );
  }

  const busy = share.isPending;
  const currentChoice = generalAccessChoiceOf(
    options.forcedAccess === null ? sharing : { ...sharing, access: options.forcedAccess },
  );
  return (
    <div className="share-body" aria-busy={busy || undefined}>
      {options.accessControls ? (
        <GeneralAccessField
          sharing={sharing}
          lockedOptionDisabled={options.lockedOptionDisabled}
          forcedAccess={options.forcedAccess}
          disabled={busy}
          onChange={(next) => void send({ type: 'setLinkAccess', ...next })}
        />
      ) : (
        <p>
          General access:{' '}
          {GENERAL_ACCESS_CHOICES.find((candidate) => candidate.choice === currentChoice)?.label}
        </p>
      )}
      {options.inviteForm && (
        <ShareInviteForm
          disabled={busy}
          onInvite={(email, role) => send({ type: 'inviteEmail', email, role })}
        />
      )}
      {error !== null && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {options.peopleList && people && (
        <SharePeopleList
          people={people}
          manages={options.accessControls}
          disabled={busy}
          onChangeRole={(person, role: InviteRole) =>
            void send({ type: 'changeRole', credentialId: person.id, role })
          }
          onRemove={(person) => void send({ type: 'remove', credentialId: person.id })}
        />
      )}
      {target.kind === 'save' && (
        <>
          <label htmlFor={linkId}>Link</label>
          <input id={linkId} readOnly value={link} onFocus={(event) => event.target.select()} />
          <CopyLinkButton link={link} />
          <div className="share-confidential">
            <input
              id={confidentialId}
              type="checkbox"
              checked={confidential}
              onChange={(event) => setConfidential(event.target.checked)}
            />
            <label htmlFor={confidentialId}>Confidential: viewers see no prices</label>
          </div>
        </>
      )}
    </div>
  );
}
