import { z } from 'zod';

/** Each save's count of comments its reader has not seen, by save id; a missing save has none. */
export const UnreadCommentCountsSchema = z.record(z.string(), z.number().int().nonnegative());
export type UnreadCommentCounts = z.infer<typeof UnreadCommentCountsSchema>;

export function unreadCommentCount(counts: UnreadCommentCounts, saveId: string): number {
  return Object.hasOwn(counts, saveId) ? (counts[saveId] ?? 0) : 0;
}

/** The counts once a save's comments have loaded: that save's count is cleared (spec 002 section 4). */
export function markCommentsRead(counts: UnreadCommentCounts, saveId: string): UnreadCommentCounts {
  if (!Object.hasOwn(counts, saveId)) return counts;
  const { [saveId]: _read, ...rest } = counts;
  return rest;
}
