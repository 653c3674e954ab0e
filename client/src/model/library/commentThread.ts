import { commenterLabel, type Comment, type CredentialCache } from '@kitchensync/schemas';

/** One comment as the Comments popup shows it. */
export interface CommentThreadEntry {
  readonly id: string;
  readonly author: string;
  readonly content: string;
  /** Epoch ms. */
  readonly addedAt: number;
  /** Written by the reader: shown on the right, as chat tools do (spec 002 section 4). */
  readonly own: boolean;
}

/**
 * A save's comments in reading order, oldest first so the newest sits at the end the list scrolls
 * to; comments of the same millisecond keep a stable order by id. Each is named through the
 * credential cache (name, else e-mail, else Unknown).
 */
export function commentThread(
  comments: readonly Comment[],
  credentialCache: CredentialCache,
  readerId: string | null,
): CommentThreadEntry[] {
  return [...comments]
    .sort((a, b) => a.__added_time - b.__added_time || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((comment) => ({
      id: comment.id,
      author: commenterLabel(credentialCache[comment.owner]),
      content: comment.content,
      addedAt: comment.__added_time,
      own: readerId !== null && comment.owner === readerId,
    }));
}
