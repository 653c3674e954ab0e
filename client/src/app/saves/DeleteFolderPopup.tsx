import {
  API_CALLS,
  DELETE_FOLDER_WARNING,
  deleteActionLabel,
  deleteConfirmationMessage,
  type DeleteAction,
  type Folder,
} from '@kitchensync/schemas';
import * as Dialog from '@radix-ui/react-dialog';
import { apiRequest } from '../apiClient';
import { useLibraryMutation } from './useLibraryMutation';

/**
 * A folder's Delete (or Remove yourself from) behind the spec's confirmation (spec 002 sections 4
 * and 8): the owner is told that everything inside goes too; anyone else only removes their own
 * access. The folder stays listed until the api has deleted it, so a failure can mark the button.
 */
export function DeleteFolderPopup({
  folder,
  action,
  disabled,
}: {
  folder: Folder;
  action: DeleteAction;
  disabled: boolean;
}) {
  const remove = useLibraryMutation({
    name: 'deleteFolder',
    request: (_variables: { itemIds: readonly string[] }) =>
      apiRequest(`/folders/${folder.id}`, API_CALLS.deleteFolder.response, { method: 'DELETE' }),
  });
  const label = deleteActionLabel(action);
  return (
    <Dialog.Root onOpenChange={(open) => open && remove.reset()}>
      <Dialog.Trigger asChild>
        <button type="button" aria-label={`${label} ${folder.name}`} disabled={disabled}>
          {label}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title>{folder.name}</Dialog.Title>
          <Dialog.Description>{deleteConfirmationMessage(action, 'folder')}</Dialog.Description>
          {action === 'delete' && <p>{DELETE_FOLDER_WARNING}</p>}
          {remove.isError && (
            <p className="error" role="alert">
              {remove.error.message}
            </p>
          )}
          <div className="dialog-buttons">
            <Dialog.Close asChild>
              <button type="button">Cancel</button>
            </Dialog.Close>
            <button
              type="button"
              className={remove.isError ? 'button-error' : undefined}
              onClick={() => remove.mutate({ itemIds: [folder.id] })}
              disabled={remove.isPending}
            >
              {label}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
