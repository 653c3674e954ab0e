import {
  FolderNameSchema,
  FolderResponseSchema,
  itemActions,
  type Folder,
  type SavesListResponse,
} from '@kitchensync/schemas';
import { useQuery } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { organisationQuery } from '../../editor/sharing/organisationQuery';
import { ShareDialog } from '../../editor/sharing/ShareDialog';
import { libraryAccessFlags } from '../../model/library/libraryAccessFlags';
import { sharingStanding } from '../../model/sharing/sharingStanding';
import { apiRequest } from '../apiClient';
import { DeleteFolderPopup } from './DeleteFolderPopup';
import { SelectCheckbox } from './SelectCheckbox';
import { useLibraryItemBusy } from './useLibraryItemBusy';
import { useLibraryMutation } from './useLibraryMutation';
import { useSavesBrowser } from './useSavesBrowser';
import { useSavesLibrary } from './useSavesLibrary';

const renamedIn = (lists: SavesListResponse, folderId: string, name: string): SavesListResponse => ({
  ...lists,
  folders: lists.folders.map((folder) => (folder.id === folderId ? { ...folder, name } : folder)),
});

/**
 * A folder's own row in the save browser (spec 002 sections 4 to 6): open or close it, click its
 * name to make it the current folder, tick it in select mode, rename it (Enter submits, the same
 * name is ignored, a failure puts the old name back), move it, delete it. Actions follow the
 * reader's flags; the row is busy while a request for it runs.
 */
export function FolderRow({ folder, open }: { folder: Folder; open: boolean }) {
  const { user, foldersById } = useSavesLibrary();
  const current = useSavesBrowser((state) => state.currentFolderId === folder.id);
  const selectionActive = useSavesBrowser(
    (state) => state.selection.saves.size + state.selection.folders.size > 0,
  );
  const { setCurrentFolder, toggleCollapsed, openMove } = useSavesBrowser.getState();
  const flags = libraryAccessFlags({ kind: 'folder', folder }, foldersById, user.id);
  const organisation = useQuery(organisationQuery);
  const actions = itemActions({
    kind: 'folder',
    flags,
    // spec 002 section 6: sharing a folder also needs coworkers.
    hasCoworkers: organisation.data !== undefined && sharingStanding(organisation.data, null).hasCoworkers,
    selectionActive,
  });
  const [renaming, setRenaming] = useState(false);
  const [draft, setDraft] = useState(folder.name);
  const [invalid, setInvalid] = useState<string | null>(null);
  const rename = useLibraryMutation({
    name: 'renameFolder',
    request: ({ name }: { itemIds: readonly string[]; name: string }) =>
      apiRequest(`/folders/${folder.id}`, FolderResponseSchema, { method: 'PATCH', body: { name } }),
    optimistic: (lists, { name }) => renamedIn(lists, folder.id, name),
  });
  const busy = useLibraryItemBusy(folder.id);

  const stopRenaming = () => {
    setRenaming(false);
    setInvalid(null);
    setDraft(folder.name);
  };
  const onRenameKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') stopRenaming();
    if (event.key !== 'Enter') return;
    const parsed = FolderNameSchema.safeParse(draft);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Please enter a folder name');
      return;
    }
    stopRenaming();
    if (parsed.data !== folder.name) rename.mutate({ itemIds: [folder.id], name: parsed.data });
  };

  return (
    <div className={busy ? 'folder-row save-row-busy' : 'folder-row'} aria-busy={busy || undefined}>
      <SelectCheckbox kind="folder" id={folder.id} name={folder.name} />
      <button
        type="button"
        className="folder-toggle"
        aria-expanded={open}
        aria-label={`${open ? 'Close' : 'Open'} ${folder.name}`}
        onClick={() => toggleCollapsed(folder.id)}
      >
        {open ? '▾' : '▸'}
      </button>
      {renaming ? (
        <>
          <input
            aria-label={`New name of ${folder.name}`}
            value={draft}
            autoFocus
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onRenameKey}
            onBlur={stopRenaming}
          />
          {invalid && (
            <span className="error" role="alert">
              {invalid}
            </span>
          )}
        </>
      ) : (
        <button
          type="button"
          className={current ? 'folder-name folder-name-current' : 'folder-name'}
          aria-pressed={current}
          onClick={() => setCurrentFolder(folder.id)}
        >
          {folder.name}
        </button>
      )}
      <span className="save-actions">
        {actions.rename && !renaming && (
          <button
            type="button"
            aria-label={`Rename ${folder.name}`}
            onClick={() => {
              setDraft(folder.name);
              setRenaming(true);
            }}
            disabled={busy}
          >
            Rename
          </button>
        )}
        {actions.move && (
          <button
            type="button"
            aria-label={`Move ${folder.name}`}
            onClick={() => openMove({ saves: new Set(), folders: new Set([folder.id]) }, folder.name)}
            disabled={busy}
          >
            Move
          </button>
        )}
        {actions.share && (
          <ShareDialog
            target={{ kind: 'folder', id: folder.id, name: folder.name, sharing: folder }}
            flags={flags}
            trigger={
              <button type="button" aria-label={`Share ${folder.name}`} disabled={busy}>
                Share
              </button>
            }
          />
        )}
        {actions.delete && <DeleteFolderPopup folder={folder} action={actions.delete} disabled={busy} />}
      </span>
    </div>
  );
}
