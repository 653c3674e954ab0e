import { COMMENT_MESSAGES } from '@kitchensync/schemas';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { CommentsPopup } from './CommentsPopup';

/**
 * Opens a save's Comments popup, showing the reader's unread count beside the word. Render it only
 * for those who may comment (`itemActions(...).comment`, spec 002 section 6).
 */
export function CommentsButton({
  saveId,
  saveName,
  readerId,
  unread,
}: {
  saveId: string;
  saveName: string;
  readerId: string | null;
  /** Unknown where no saves list is loaded (the editor); no count is shown then. */
  unread?: number;
}) {
  const count = unread ?? 0;
  // The popup mounts only while open, so nothing loads for a closed one and each opening loads afresh.
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          className="comments-button"
          aria-label={`${COMMENT_MESSAGES.title} on ${saveName}${count > 0 ? `, ${count} unread` : ''}`}
        >
          {COMMENT_MESSAGES.title}
          {count > 0 && (
            <span className="comments-unread" aria-hidden="true">
              {count}
            </span>
          )}
        </button>
      </Dialog.Trigger>
      {open && <CommentsPopup saveId={saveId} saveName={saveName} readerId={readerId} />}
    </Dialog.Root>
  );
}
