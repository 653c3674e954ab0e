import { z } from 'zod';
import { API_ERROR_CATALOGUE } from '../wire/apiError';

/** Room for a long remark, not for a pasted document. */
export const COMMENT_MAX_LENGTH = 5000;

/**
 * What a comment says: required (spec 002 section 5). Only the ends are trimmed; the line breaks
 * Ctrl+Enter inserts inside stay.
 */
export const CommentContentSchema = z
  .string()
  .trim()
  .min(1, API_ERROR_CATALOGUE['comment/content_required'].message)
  .max(COMMENT_MAX_LENGTH, `A comment has at most ${COMMENT_MAX_LENGTH} characters`);

/** A comment on a save; `owner` is the commenter's credential id, `__added_time` epoch ms. */
export const CommentSchema = z.looseObject({
  id: z.string().min(1),
  owner: z.string().min(1),
  content: CommentContentSchema,
  __added_time: z.number().int().nonnegative(),
});

export type Comment = z.infer<typeof CommentSchema>;
export type CommentInput = z.input<typeof CommentSchema>;
