import {
  DELETE_FOLDER_WARNING,
  deleteActionLabel,
  deleteConfirmationMessage,
  type DeleteAction,
} from '@kitchensync/schemas';
import * as Dialog from '@radix-ui/react-dialog';

/**
 * Delete (or Remove yourself from) a save or folder behind the spec's confirmation (spec 002
 * sections 4 and 8): its words for the owner or anyone else, for a folder's owner the warning that
 * everything inside goes too, and a failure shown with the button in its error state.
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
  onConfirm: () => void;
}) {
  const label = deleteActionLabel(action);
  return (
    <Dialog.Root onOpenChange={(open) => open && onOpen?.()}>
      <Dialog.Trigger asChild>
        <button type="button" aria-label={`${label} ${name}`} disabled={disabled}>
          {label}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title>{name}</Dialog.Title>
          <Dialog.Description>{deleteConfirmationMessage(action, kind)}</Dialog.Description>
          {kind === 'folder' && action === 'delete' && <p>{DELETE_FOLDER_WARNING}</p>}
          {error && (
            <p className="error" role="alert">
              {error.message}
            </p>
          )}
          <div className="dialog-buttons">
            <Dialog.Close asChild>
              <button type="button">Cancel</button>
            </Dialog.Close>
            <button
              type="button"
              className={error ? 'button-error' : undefined}
              onClick={onConfirm}
              disabled={pending}
            >
              {label}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
