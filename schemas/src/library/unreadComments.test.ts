import { describe, expect, it } from 'vitest';
import { UnreadCommentCountsSchema, markCommentsRead, unreadCommentCount } from './unreadComments';

describe('unread comments', () => {
  it('counts a save missing from the counts as having none unread', () => {
    const counts = UnreadCommentCountsSchema.parse({ save_a: 3 });
    expect(unreadCommentCount(counts, 'save_a')).toBe(3);
    expect(unreadCommentCount(counts, 'save_b')).toBe(0);
    expect(unreadCommentCount(counts, 'toString')).toBe(0);
  });

  it("clears only the loaded save's count", () => {
    const counts = { save_a: 3, save_b: 1 };
    expect(markCommentsRead(counts, 'save_a')).toEqual({ save_b: 1 });
    expect(counts).toEqual({ save_a: 3, save_b: 1 });
  });

  it('refuses a negative or fractional count', () => {
    expect(UnreadCommentCountsSchema.safeParse({ save_a: -1 }).success).toBe(false);
    expect(UnreadCommentCountsSchema.safeParse({ save_a: 0.5 }).success).toBe(false);
  });
});
