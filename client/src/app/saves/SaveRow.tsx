import {
  API_CALLS,
  SaveResponseSchema,
  itemActions,
  saveDisplayName,
  type AuthUser,
  type SaveMeta,
} from '@kitchensync/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { ShareDialog } from '../../editor/sharing/ShareDialog';
import { libraryAccessFlags } from '../../model/library/libraryAccessFlags';
import { apiRequest } from '../apiClient';
import { CommentsButton } from '../comments/CommentsButton';
import { DeleteConfirmation } from './DeleteConfirmation';
import { DuplicateSaveButtons } from './DuplicateSaveButtons';
import { SAVES_QUERY_KEY } from './savesQueryKey';
import { SaveThumbnail } from './SaveThumbnail';
import { SelectCheckbox } from './SelectCheckbox';
import { useLibraryItemBusy } from './useLibraryItemBusy';
import { useSavesBrowser } from './useSavesBrowser';
import { useSavesLibrary } from './useSavesLibrary';
import './saveCards.css';

const DATE_FORMAT: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

function SaveDate({ label, time }: { label: string; time: number }) {
  const date = new Date(time);
  return (
    <span>
      {label} <time dateTime={date.toISOString()}>{date.toLocaleDateString(undefined, DATE_FORMAT)}</time>
    </span>
  );
}

/**
 * One save in the Saves panel, as a card: the picture of its design (`SaveThumbnail`), its name,
 * when it was made and last changed, and its unread comments (spec 002 sections 4, 6 and 8): open it, rename it (Enter submits,
 * Escape cancels; a failed rename shows the old name again), move it (the panel's Move popup),
 * duplicate it (for a client too, its owner), export it, delete it or remove yourself from it behind the spec's confirmation; its checkbox in
 * select mode. The row is busy while a request for it runs.
 */
export function SaveRow({
  save,
  user,
  unread,
  thumbnail,
}: {
  save: SaveMeta;
  user: AuthUser;
  unread: number;
  /** The version of its thumbnail; undefined while it has none. */
  thumbnail: number | undefined;
}) {
  const queryClient = useQueryClient();
  const name = saveDisplayName(save.filename);
  const flags = libraryAccessFlags({ kind: 'save', save }, useSavesLibrary().foldersById, user.id);
  const actions = itemActions({
    kind: 'save',
    flags,
    hasCoworkers: false,
    selectionActive: useSavesBrowser(
      (state) => state.selection.saves.size + state.selection.folders.size > 0,
    ),
  });
  const [renaming, setRenaming] = useState(false);
  const [draft, setDraft] = useState(save.filename);
  const refresh = () => queryClient.invalidateQueries({ queryKey: SAVES_QUERY_KEY });
  const rename = useMutation({
    mutationFn: (filename: string) =>
      apiRequest(`/saves/${save.id}`, SaveResponseSchema, { method: 'PATCH', body: { filename } }),
    onSettled: refresh,
    onError: () => setDraft(save.filename),
  });
  const remove = useMutation({
    mutationFn: () => apiRequest(`/saves/${save.id}`, API_CALLS.deleteSave.response, { method: 'DELETE' }),
    onSuccess: refresh,
  });

  const onRenameKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      setRenaming(false);
      if (draft.trim() !== save.filename.trim()) rename.mutate(draft.trim());
    } else if (event.key === 'Escape') {
      setRenaming(false);
      setDraft(save.filename);
    }
  };

  const busy = useLibraryItemBusy(save.id) || rename.isPending || remove.isPending;
  return (
    <li
      className={busy ? 'save-row save-card save-row-busy' : 'save-row save-card'}
      aria-busy={busy || undefined}
    >
      {/* The name below is the card's link for keyboards and screen readers; the picture repeats it for the mouse. */}
      <Link to={`/${save.id}`} className="save-thumbnail" tabIndex={-1} aria-hidden="true">
        <SaveThumbnail saveId={save.id} version={thumbnail} />
        {unread > 0 && <span className="save-card-unread">{unread}</span>}
      </Link>
      <div className="save-card-title">
        <SelectCheckbox kind="save" id={save.id} name={name} />
        {renaming ? (
          <input
            aria-label={`New name of ${name}`}
            value={draft}
            autoFocus
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onRenameKey}
            onBlur={() => {
              setRenaming(false);
              setDraft(save.filename);
            }}
          />
        ) : (
          <Link to={`/${save.id}`} className="save-name">
            {rename.isPending ? saveDisplayName(rename.variables) : name}
          </Link>
        )}
        {!actions.comment && unread > 0 && (
          <span className="badge" aria-label={`${unread} unread comments`}>
            {unread}
          </span>
        )}
      </div>
      <p className="save-dates">
        <SaveDate label="Created" time={save.__added_time} />
        <SaveDate label="Modified" time={save.__edited_time} />
      </p>
      <span className="save-actions">
        {actions.rename && !renaming && (
          <button
            type="button"
            aria-label={`Rename ${name}`}
            onClick={() => setRenaming(true)}
            disabled={busy}
          >
            Rename
          </button>
        )}
        {actions.comment && (
          <CommentsButton saveId={save.id} saveName={name} readerId={user.id} unread={unread} />
        )}
        {actions.move && (
          <button
            type="button"
            aria-label={`Move ${name}`}
            onClick={() =>
              useSavesBrowser.getState().openMove({ saves: new Set([save.id]), folders: new Set() }, name)
            }
            disabled={busy}
          >
            Move
          </button>
        )}
        {actions.duplicate && (
          <DuplicateSaveButtons
            saveId={save.id}
            name={name}
            forClient={actions.duplicateForClient}
            disabled={busy}
          />
        )}
        {actions.export && (
          <a href={`/api/saves/${save.id}/export`} download aria-label={`Export ${name}`}>
            Export
          </a>
        )}
        {actions.share && (
          <ShareDialog
            target={{ kind: 'save', id: save.id, name, sharing: save }}
            flags={flags}
            trigger={
              <button type="button" aria-label={`Share ${name}`} disabled={busy}>
                Share
              </button>
            }
          />
        )}
        {actions.delete && (
          <DeleteConfirmation
            kind="save"
            name={name}
            action={actions.delete}
            disabled={busy}
            pending={remove.isPending}
            error={remove.error}
            onConfirm={() => remove.mutateAsync()}
          />
        )}
      </span>
    </li>
  );
}
