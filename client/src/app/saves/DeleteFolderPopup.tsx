import { API_CALLS, type DeleteAction, type Folder } from '@kitchensync/schemas';
import { apiRequest } from '../apiClient';
import { DeleteConfirmation } from './DeleteConfirmation';
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
  return (
    <DeleteConfirmation
      kind="folder"
      name={folder.name}
      action={action}
      disabled={disabled}
      pending={remove.isPending}
      error={remove.error}
      onOpen={() => remove.reset()}
      onConfirm={() => remove.mutateAsync({ itemIds: [folder.id] })}
    />
  );
}
