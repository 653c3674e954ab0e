import { describe, expect, it } from 'vitest';
import { commentThread } from './commentThread';

const cache = {
  cred_ann: { id: 'cred_ann', name: 'Ann Lee', email: 'ann@example.com' },
  cred_bob: { id: 'cred_bob', name: '', email: 'bob@example.com' },
  cred_gone: { id: 'cred_gone', name: '', email: '' },
};

describe('commentThread', () => {
  it('lists comments oldest first, so the newest is at the end the list scrolls to', () => {
    const thread = commentThread(
      [
        { id: 'c3', owner: 'cred_ann', content: 'third', __added_time: 300 },
        { id: 'c1', owner: 'cred_bob', content: 'first', __added_time: 100 },
        { id: 'c2', owner: 'cred_ann', content: 'second', __added_time: 200 },
      ],
      cache,
      'cred_ann',
    );
    expect(thread.map((entry) => entry.content)).toEqual(['first', 'second', 'third']);
  });

  it('keeps comments of the same millisecond in a stable order by id', () => {
    const comments = [
      { id: 'c_b', owner: 'cred_ann', content: 'b', __added_time: 100 },
      { id: 'c_a', owner: 'cred_bob', content: 'a', __added_time: 100 },
    ];
    expect(commentThread(comments, cache, null).map((entry) => entry.id)).toEqual(['c_a', 'c_b']);
    expect(commentThread([...comments].reverse(), cache, null).map((entry) => entry.id)).toEqual([
      'c_a',
      'c_b',
    ]);
  });

  it("marks only the reader's own comments as own (right-aligned)", () => {
    const thread = commentThread(
      [
        { id: 'c1', owner: 'cred_ann', content: 'mine', __added_time: 1 },
        { id: 'c2', owner: 'cred_bob', content: 'theirs', __added_time: 2 },
      ],
      cache,
      'cred_ann',
    );
    expect(thread.map((entry) => entry.own)).toEqual([true, false]);
  });

  it('marks nothing as own for a reader who is not signed in', () => {
    const thread = commentThread(
      [{ id: 'c1', owner: 'cred_ann', content: 'x', __added_time: 1 }],
      cache,
      null,
    );
    expect(thread[0]?.own).toBe(false);
  });

  it('names the author by name, else e-mail, else Unknown, also when missing from the cache', () => {
    const thread = commentThread(
      [
        { id: 'c1', owner: 'cred_ann', content: 'a', __added_time: 1 },
        { id: 'c2', owner: 'cred_bob', content: 'b', __added_time: 2 },
        { id: 'c3', owner: 'cred_gone', content: 'c', __added_time: 3 },
        { id: 'c4', owner: 'cred_never_cached', content: 'd', __added_time: 4 },
      ],
      cache,
      null,
    );
    expect(thread.map((entry) => entry.author)).toEqual(['Ann Lee', 'bob@example.com', 'Unknown', 'Unknown']);
  });

  it('carries each comment’s date and content, line breaks included', () => {
    const [entry] = commentThread(
      [
        {
          id: 'c1',
          owner: 'cred_ann',
          content: 'Move the sink\nunder the window',
          __added_time: 1_700_000_000_000,
        },
      ],
      cache,
      null,
    );
    expect(entry).toEqual({
      id: 'c1',
      author: 'Ann Lee',
      content: 'Move the sink\nunder the window',
      addedAt: 1_700_000_000_000,
      own: false,
    });
  });
});
