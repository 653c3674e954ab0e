import {
  DELETE_FOLDER_WARNING,
  deleteActionLabel,
  deleteConfirmationMessage,
  type DeleteAction,
} from '@kitchensync/schemas';
import { ConfirmationDialog } from '../ConfirmationDialog';

/**
 * Delete (or Remove yourself from) a save or folder behind the spec's confirmation (spec 002
 * sections 4 and 8): its words for the owner or anyone else, and for a folder's owner the warning
 * that everything inside goes too.
 */
export function DeleteConfirmation({
  kind,
  name,
  action,
  disabled,
  pending,
  error,
  onOpen,
  onConfirm,
}: {
  kind: 'save' | 'folder';
  name: string;
  action: DeleteAction;
  disabled: boolean;
  pending: boolean;
  error: Error | null;
  onOpen?: () => void;
  onConfirm: () => Promise<unknown>;
}) {
  const label = deleteActionLabel(action);
  return (
    <ConfirmationDialog
      label={label}
      triggerName={`${label} ${name}`}
      title={name}
      description={deleteConfirmationMessage(action, kind)}
      disabled={disabled}
      pending={pending}
      error={error}
      onOpen={onOpen}
      onConfirm={onConfirm}
    >
      {kind === 'folder' && action === 'delete' && <p>{DELETE_FOLDER_WARNING}</p>}
    </ConfirmationDialog>
  );
}
