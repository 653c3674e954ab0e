/** What the Comments popup shows, word for word (spec 002 sections 4 and 8). */
export const COMMENT_MESSAGES = {
  empty: 'No comments yet...',
  loadFailed: 'Error',
  postFailedFallback: 'Error happened',
} as const;
