import * as Dialog from '@radix-ui/react-dialog';
import { DialogCloseButton } from '../../app/DialogCloseButton';

/** The Render Error (spec 001 section 8), once even the cheapest retry has failed. */
export function RenderErrorPopup({
  open,
  message,
  onClose,
}: {
  open: boolean;
  message: string;
  onClose(): void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" role="alertdialog">
          <Dialog.Title>Render Error</Dialog.Title>
          <Dialog.Description>{message}</Dialog.Description>
          <div className="dialog-buttons">
            <DialogCloseButton>Close</DialogCloseButton>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
