import { COMMENT_MESSAGES } from '@kitchensync/schemas';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef } from 'react';
import { commentThread } from '../../model/library/commentThread';
import { CommentForm } from './CommentForm';
import { useSaveComments } from './useSaveComments';
import { DialogCloseButton } from '../DialogCloseButton';

/** The spec's delay before the list scrolls to its end (spec 002 sections 4 and 9). */
const SCROLL_TO_END_DELAY_MS = 500;

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The Comments popup's content (spec 002 sections 4, 5 and 8): Loading..., then the thread oldest
 * first with each author and date, the reader's own comments on the right, "No comments yet..." when
 * there are none, or "Error" when they cannot be loaded; the comment box below for those who may
 * comment. Mounted only while open, so each opening loads the comments afresh.
 */
export function CommentsPopup({
  saveId,
  saveName,
  readerId,
}: {
  saveId: string;
  saveName: string;
  readerId: string | null;
}) {
  const comments = useSaveComments(saveId);
  const listRef = useRef<HTMLOListElement>(null);
  const thread = comments.isSuccess
    ? commentThread(comments.data.comments, comments.data.credentialCache, readerId)
    : null;
  const count = thread?.length ?? 0;

  useEffect(() => {
    if (count === 0) return;
    const timer = setTimeout(() => {
      const list = listRef.current;
      if (list !== null) list.scrollTop = list.scrollHeight;
    }, SCROLL_TO_END_DELAY_MS);
    return () => clearTimeout(timer);
  }, [count]);

  return (
    <Dialog.Portal>
      <Dialog.Overlay className="dialog-overlay" />
      <Dialog.Content className="dialog comments-popup">
        <Dialog.Title>{COMMENT_MESSAGES.title}</Dialog.Title>
        <Dialog.Description className="comments-save-name">{saveName}</Dialog.Description>
        {comments.isPending && <p role="status">{COMMENT_MESSAGES.loading}</p>}
        {comments.isError && (
          <p className="error" role="alert">
            {COMMENT_MESSAGES.loadFailed}
          </p>
        )}
        {thread !== null && thread.length === 0 && <p className="comments-empty">{COMMENT_MESSAGES.empty}</p>}
        {thread !== null && thread.length > 0 && (
          <ol className="comments-list" ref={listRef} aria-label="Comment thread">
            {thread.map((entry) => (
              <li key={entry.id} className={entry.own ? 'comment comment-own' : 'comment'}>
                <span className="comment-meta">
                  <span className="comment-author">{entry.author}</span>{' '}
                  <time dateTime={new Date(entry.addedAt).toISOString()}>
                    {DATE_FORMAT.format(entry.addedAt)}
                  </time>
                </span>
                <p className="comment-content">{entry.content}</p>
              </li>
            ))}
          </ol>
        )}
        {comments.isSuccess && <CommentForm saveId={saveId} />}
        <div className="dialog-buttons">
          <DialogCloseButton>Close</DialogCloseButton>
        </div>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
