import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';

/**
 * A button whose action waits for a confirmation dialog, because removing a coworker or
 * cancelling a subscription cannot be undone with a click; a failure stays in the dialog.
 */
export function ConfirmButton({
  label,
  title,
  message,
  pending,
  error,
  onConfirm,
}: {
  label: string;
  title: string;
  message: string;
  pending: boolean;
  error: Error | null;
  onConfirm: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  // A refusal keeps the dialog open with the api's message; it closes once the action is done.
  const confirm = () =>
    onConfirm().then(
      () => setOpen(false),
      () => undefined,
    );
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button">{label}</button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{message}</Dialog.Description>
          {error && (
            <p className="error" role="alert">
              {error.message}
            </p>
          )}
          <div className="dialog-buttons">
            <Dialog.Close asChild>
              <button type="button">Keep</button>
            </Dialog.Close>
            <button type="button" onClick={() => void confirm()} disabled={pending}>
              {label}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
