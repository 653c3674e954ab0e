import { FolderNameSchema, FolderResponseSchema, ROOT_FOLDER_ID, type Folder } from '@kitchensync/schemas';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import type { FolderMoveTarget } from '../../model/library/folderMoveTargets';
import { apiRequest } from '../apiClient';
import { CREATE_FOLDER_REQUEST } from './libraryMutationKey';
import { useLibraryMutation } from './useLibraryMutation';
import { DialogCloseButton } from '../DialogCloseButton';

/**
 * New Folder (spec 002 section 2, spec 000 section 2): a popup with the Folder name input that
 * creates a folder in `parent`. A name the schemas refuse is said under the input and sends
 * nothing; the form is disabled while the request runs.
 */
export function NewFolderPopup({
  parent,
  onCreated,
}: {
  parent: FolderMoveTarget;
  onCreated?: (folder: Folder) => void;
}) {
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const create = useLibraryMutation({
    name: CREATE_FOLDER_REQUEST,
    request: ({ name: folderName }: { itemIds: readonly string[]; name: string }) =>
      apiRequest('/folders', FolderResponseSchema, {
        method: 'POST',
        body: { name: folderName, parent: parent.id === ROOT_FOLDER_ID ? null : parent.id },
      }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = FolderNameSchema.safeParse(name);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Please enter a folder name');
      return;
    }
    setInvalid(null);
    create.mutate(
      { itemIds: [parent.id], name: parsed.data },
      {
        onSuccess: ({ folder }) => {
          setOpen(false);
          setName('');
          onCreated?.(folder);
        },
      },
    );
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) create.reset();
      }}
    >
      <Dialog.Trigger asChild>
        <button type="button">New Folder</button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title>New Folder</Dialog.Title>
          <Dialog.Description>In {parent.name}</Dialog.Description>
          <form onSubmit={submit} aria-label="New Folder">
            <fieldset disabled={create.isPending} className="folder-form">
              <label htmlFor={inputId} className="visually-hidden">
                Folder name
              </label>
              <input
                id={inputId}
                placeholder="Folder name"
                value={name}
                autoFocus
                onChange={(event) => setName(event.target.value)}
              />
              {(invalid ?? create.error?.message) && (
                <p className="error" role="alert">
                  {invalid ?? create.error?.message}
                </p>
              )}
              <div className="dialog-buttons">
                <DialogCloseButton>Cancel</DialogCloseButton>
                <button type="submit" className={create.isError ? 'button-error' : undefined}>
                  Create
                </button>
              </div>
            </fieldset>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
