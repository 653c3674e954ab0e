import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { folderMoveTargets } from '../../model/library/folderMoveTargets';
import { libraryMoves } from '../../model/library/libraryMoves';
import { EMPTY_LIBRARY_SELECTION, type LibrarySelection } from '../../model/library/librarySelection';
import { selectionCurrentFolder } from '../../model/library/selectionCurrentFolder';
import { FolderPicker } from './FolderPicker';
import { useFolderFormDisabled } from './useFolderFormDisabled';
import { useMoveItems } from './useMoveItems';
import { useSavesBrowser } from './useSavesBrowser';
import { useSavesLibrary } from './useSavesLibrary';
import { DialogCloseButton } from '../DialogCloseButton';

/** How long the popup shows a successful move before closing (spec 002 section 9). */
const MOVE_POPUP_CLOSE_MS = 1000;

/**
 * The Move popup (spec 002 sections 2, 4 and 5) for one save or folder or for a selection: pick a
 * target folder, then Move. Only valid targets are offered; choosing the folder everything is
 * already in is ignored; the popup closes 1 s after a success; a failure shows Error and puts the
 * Move button in its error state. Move waits while the picker's New Folder form is busy.
 */
export function MovePopup() {
  const moving = useSavesBrowser((state) => state.moving);
  const closeMove = useSavesBrowser((state) => state.closeMove);
  return (
    moving && (
      <MoveForm key={moving.key} selection={moving.selection} label={moving.label} onClose={closeMove} />
    )
  );
}

/**
 * The popup's content for one opening. It lives in the panel, not in the moved row, because the
 * row leaves its folder as soon as the move shows, while the popup must stay for its 1 s or its Error.
 */
function MoveForm({
  selection,
  label,
  onClose,
}: {
  selection: LibrarySelection;
  /** What moves, for the popup's title ("Move Smith kitchen"). */
  label: string;
  onClose: () => void;
}) {
  const { user, lists, tree } = useSavesLibrary();
  const setSelection = useSavesBrowser((state) => state.setSelection);
  const move = useMoveItems();
  const folderFormDisabled = useFolderFormDisabled();
  const movedFolderIds = [...selection.folders];
  const placesFolders = movedFolderIds.length > 0;
  const targets = folderMoveTargets(tree, user.id, { placesFolders, movedFolderIds });
  const folderTargets = placesFolders ? targets : folderMoveTargets(tree, user.id, { placesFolders: true });
  const [currentId] = useState(() => selectionCurrentFolder(selection, lists, user.id));
  const [picked, setPicked] = useState<string | null>(currentId);

  useEffect(() => {
    if (!move.isSuccess) return;
    const timer = setTimeout(onClose, MOVE_POPUP_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [move.isSuccess, onClose]);

  const submit = () => {
    if (picked === null) return;
    const moves = libraryMoves(selection, lists, user.id, picked);
    if (moves.length === 0) return;
    move.mutate(
      { itemIds: [...selection.saves, ...selection.folders], moves, targetId: picked },
      { onSuccess: () => setSelection(EMPTY_LIBRARY_SELECTION) },
    );
  };

  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title>Move {label}</Dialog.Title>
          <Dialog.Description>Pick the folder to move to.</Dialog.Description>
          <FolderPicker
            targets={targets}
            folderTargets={folderTargets}
            picked={picked}
            currentId={currentId}
            onPick={setPicked}
          />
          {move.isError && (
            <p className="error" role="alert">
              Error
            </p>
          )}
          {move.isSuccess && <p role="status">Moved</p>}
          <div className="dialog-buttons">
            <DialogCloseButton>Cancel</DialogCloseButton>
            <button
              type="button"
              className={move.isError ? 'button-error' : undefined}
              disabled={picked === null || folderFormDisabled || move.isPending || move.isSuccess}
              onClick={submit}
            >
              Move
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
