import { z } from 'zod';
import { CommentContentSchema, CommentSchema } from '../library/comment';
import { CredentialCacheSchema } from '../library/credentialCache';

/** Comments of a save, oldest first, with the commenters the popup needs to name them. */
export const CommentsResponseSchema = z.object({
  comments: z.array(CommentSchema),
  credentialCache: CredentialCacheSchema,
});
export type CommentsResponse = z.infer<typeof CommentsResponseSchema>;

/** Post a comment (spec 002 section 7): content is required. */
export const PostCommentRequestSchema = z.object({ content: CommentContentSchema });
export type PostCommentRequest = z.infer<typeof PostCommentRequestSchema>;

export const PostCommentResponseSchema = z.object({
  comment: CommentSchema,
  credentialCache: CredentialCacheSchema,
});
export type PostCommentResponse = z.infer<typeof PostCommentResponseSchema>;

/** Mark as read answers with the save's unread count, which is then 0 for this reader. */
export const MarkCommentsReadResponseSchema = z.object({ unread: z.literal(0) });
export type MarkCommentsReadResponse = z.infer<typeof MarkCommentsReadResponseSchema>;
