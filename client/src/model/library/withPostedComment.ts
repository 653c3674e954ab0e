import type { CommentsResponse, PostCommentResponse } from '@kitchensync/schemas';

/**
 * The loaded comments once the reader's post is accepted: the new comment joins the list (once, even
 * when a reload already brought it) and its author joins the credential cache.
 */
export function withPostedComment(loaded: CommentsResponse, posted: PostCommentResponse): CommentsResponse {
  const known = loaded.comments.some((comment) => comment.id === posted.comment.id);
  return {
    comments: known ? loaded.comments : [...loaded.comments, posted.comment],
    credentialCache: { ...loaded.credentialCache, ...posted.credentialCache },
  };
}
