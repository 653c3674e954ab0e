/**
 * What the Comments popup shows: the spec's words word for word (spec 002 sections 4 and 8:
 * empty, loadFailed, postFailedFallback), then the popup's own labels, which the spec does not show.
 */
export const COMMENT_MESSAGES = {
  empty: 'No comments yet...',
  loadFailed: 'Error',
  postFailedFallback: 'Error happened',
  loading: 'Loading...',
  title: 'Comments',
  post: 'Post',
  boxLabel: 'Comment',
  boxPlaceholder: 'Write a comment',
  keysHint: 'Enter posts, Ctrl+Enter starts a new line.',
} as const;
