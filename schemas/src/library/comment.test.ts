import { describe, expect, it } from 'vitest';
import { CommentSchema } from './comment';
import { COMMENT_MESSAGES } from './commentMessages';

const comment = { id: 'c1', owner: 'cred_1', __added_time: 1 };

describe('CommentSchema', () => {
  it('requires content and trims its ends, keeping line breaks inside', () => {
    expect(CommentSchema.parse({ ...comment, content: '  Looks good\nShip it  ' }).content).toBe(
      'Looks good\nShip it',
    );
  });

  it('refuses a comment whose content is missing, empty or only spaces', () => {
    expect(CommentSchema.safeParse(comment).success).toBe(false);
    expect(CommentSchema.safeParse({ ...comment, content: '' }).success).toBe(false);
    const blank = CommentSchema.safeParse({ ...comment, content: ' \n ' });
    expect(blank.error?.issues[0]?.message).toBe('Please write a comment first.');
  });

  it('shows the popup texts word for word', () => {
    expect(COMMENT_MESSAGES).toEqual({
      empty: 'No comments yet...',
      loadFailed: 'Error',
      postFailedFallback: 'Error happened',
      loading: 'Loading...',
      title: 'Comments',
      post: 'Post',
      boxLabel: 'Comment',
      boxPlaceholder: 'Write a comment',
      keysHint: 'Enter posts, Ctrl+Enter starts a new line.',
    });
  });
});
