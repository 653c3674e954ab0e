import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/** A dialog's plain button that closes it (Close, Cancel, Done…), with Radix's focus and Escape handling. */
export function DialogCloseButton({ children }: { children: ReactNode }) {
  return (
    <Dialog.Close asChild>
      <button type="button">{children}</button>
    </Dialog.Close>
  );
}
