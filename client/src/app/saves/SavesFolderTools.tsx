import { canMoveSelection } from '@kitchensync/schemas';
import { libraryAccessFlags } from '../../model/library/libraryAccessFlags';
import { newFolderParent } from '../../model/library/newFolderParent';
import { NewFolderPopup } from './NewFolderPopup';
import { useSavesBrowser } from './useSavesBrowser';
import { useSavesLibrary } from './useSavesLibrary';

/**
 * The save browser's folder tools (spec 002 sections 2, 4 and 6): New Folder inside the current
 * folder when it takes subfolders (else in My Saves), the Select toggle, and in select mode Move
 * selection, offered when the reader can edit every selected item.
 */
export function SavesFolderTools() {
  const { user, lists, tree, foldersById } = useSavesLibrary();
  const currentFolderId = useSavesBrowser((state) => state.currentFolderId);
  const selectMode = useSavesBrowser((state) => state.selectMode);
  const selection = useSavesBrowser((state) => state.selection);
  const { setSelectMode, setCurrentFolder, openMove } = useSavesBrowser.getState();
  const count = selection.saves.size + selection.folders.size;
  const flags = [
    ...lists.saves
      .filter((save) => selection.saves.has(save.id))
      .map((save) => libraryAccessFlags({ kind: 'save', save }, foldersById, user.id)),
    ...lists.folders
      .filter((folder) => selection.folders.has(folder.id))
      .map((folder) => libraryAccessFlags({ kind: 'folder', folder }, foldersById, user.id)),
  ];

  return (
    <div className="saves-tools">
      <NewFolderPopup
        parent={newFolderParent(tree, currentFolderId, user.id)}
        onCreated={(folder) => setCurrentFolder(folder.id)}
      />
      <button type="button" aria-pressed={selectMode} onClick={() => setSelectMode(!selectMode)}>
        Select
      </button>
      {selectMode && (
        <>
          <span className="saves-selected">{count} selected</span>
          <button
            type="button"
            disabled={!canMoveSelection(flags)}
            onClick={() => openMove(selection, count === 1 ? '1 item' : `${count} items`)}
          >
            Move selection
          </button>
        </>
      )}
    </div>
  );
}
