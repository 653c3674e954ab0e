import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { DialogCloseButton } from './DialogCloseButton';

/**
 * A button whose action waits for a confirmation dialog, for what a click cannot take back
 * (deleting a save, removing a coworker, cancelling a subscription). A failure stays in the dialog
 * with the api's message and the button in its error state; the dialog closes once the action is
 * done.
 */
export function ConfirmationDialog({
  label,
  triggerName,
  title,
  description,
  children,
  disabled = false,
  pending,
  error,
  onOpen,
  onConfirm,
}: {
  /** The trigger's and the confirming button's words. */
  label: string;
  /** The trigger's accessible name where several triggers share one label (one per row). */
  triggerName?: string;
  title: string;
  description: string;
  /** What the dialog says beyond its description, such as a warning. */
  children?: ReactNode;
  disabled?: boolean;
  pending: boolean;
  error: Error | null;
  onOpen?: () => void;
  onConfirm: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) onOpen?.();
  };
  const confirm = () =>
    onConfirm().then(
      () => setOpen(false),
      () => undefined,
    );
  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger asChild>
        <button type="button" aria-label={triggerName} disabled={disabled}>
          {label}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
          {children}
          {error && (
            <p className="error" role="alert">
              {error.message}
            </p>
          )}
          <div className="dialog-buttons">
            <DialogCloseButton>Cancel</DialogCloseButton>
            <button
              type="button"
              className={error ? 'button-error' : undefined}
              onClick={() => void confirm()}
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
