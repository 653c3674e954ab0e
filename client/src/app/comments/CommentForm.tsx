import {
  API_CALLS,
  COMMENT_MESSAGES,
  CommentContentSchema,
  type CommentsResponse,
} from '@kitchensync/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ApiError, apiRequest } from '../apiClient';
import { commentBoxKeyAction } from '../../model/library/commentBoxKeyAction';
import { withPostedComment } from '../../model/library/withPostedComment';
import { commentsQueryKey } from './commentsQueryKey';

/**
 * The comment box under the list: content is required (Post stays disabled, and Enter on an empty
 * box says why); Enter posts and Ctrl+Enter starts a new line (spec 002 section 5). A refused post
 * keeps the text and shows the server's reason in red, else "Error happened" (section 8).
 */
export function CommentForm({ saveId }: { saveId: string }) {
  const ids = { box: useId(), hint: useId() };
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const post = useMutation({
    mutationFn: (content: string) =>
      apiRequest(`/saves/${saveId}/comments`, API_CALLS.postComment.response, {
        method: 'POST',
        body: { content },
      }),
    onSuccess: (posted) => {
      queryClient.setQueryData(commentsQueryKey(saveId), (loaded: CommentsResponse | undefined) =>
        loaded === undefined ? loaded : withPostedComment(loaded, posted),
      );
      setDraft('');
    },
  });

  const submit = () => {
    if (post.isPending) return;
    const content = CommentContentSchema.safeParse(draft);
    post.reset();
    if (!content.success) {
      setRefusal(content.error.issues[0]?.message ?? COMMENT_MESSAGES.postFailedFallback);
      return;
    }
    setRefusal(null);
    post.mutate(content.data);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = commentBoxKeyAction({
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
      isComposing: event.nativeEvent.isComposing,
    });
    if (action === 'type') return;
    event.preventDefault();
    if (action === 'post') {
      submit();
      return;
    }
    const box = event.currentTarget;
    box.setRangeText('\n', box.selectionStart, box.selectionEnd, 'end');
    setDraft(box.value);
    setRefusal(null);
  };

  const failure = post.isError
    ? post.error instanceof ApiError
      ? post.error.message
      : COMMENT_MESSAGES.postFailedFallback
    : refusal;
  return (
    <form className="comment-form" aria-label="Post a comment" onSubmit={onSubmit}>
      <label htmlFor={ids.box} className="visually-hidden">
        {COMMENT_MESSAGES.boxLabel}
      </label>
      <textarea
        id={ids.box}
        rows={2}
        autoFocus
        value={draft}
        placeholder={COMMENT_MESSAGES.boxPlaceholder}
        aria-describedby={ids.hint}
        aria-invalid={failure !== null || undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          setRefusal(null);
          post.reset();
        }}
        onKeyDown={onKeyDown}
      />
      <p id={ids.hint} className="comment-hint">
        {COMMENT_MESSAGES.keysHint}
      </p>
      {failure !== null && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}
      <div className="dialog-buttons">
        <button type="submit" disabled={draft.trim() === '' || post.isPending}>
          {COMMENT_MESSAGES.post}
        </button>
      </div>
    </form>
  );
}
