import { describe, expect, it } from 'vitest';
import { withPostedComment } from './withPostedComment';

const loaded = {
  comments: [{ id: 'c1', owner: 'cred_bob', content: 'Hello', __added_time: 1 }],
  credentialCache: { cred_bob: { id: 'cred_bob', name: 'Bob', email: 'bob@example.com' } },
};
const posted = {
  comment: { id: 'c2', owner: 'cred_ann', content: 'Hi Bob', __added_time: 2 },
  credentialCache: { cred_ann: { id: 'cred_ann', name: 'Ann', email: 'ann@example.com' } },
};

describe('withPostedComment', () => {
  it('adds the posted comment at the end and names its author', () => {
    const next = withPostedComment(loaded, posted);
    expect(next.comments.map((comment) => comment.id)).toEqual(['c1', 'c2']);
    expect(Object.keys(next.credentialCache).sort()).toEqual(['cred_ann', 'cred_bob']);
  });

  it('adds a comment a reload already brought only once', () => {
    const reloaded = { ...loaded, comments: [...loaded.comments, posted.comment] };
    expect(withPostedComment(reloaded, posted).comments).toHaveLength(2);
  });

  it('leaves the loaded list untouched', () => {
    withPostedComment(loaded, posted);
    expect(loaded.comments).toHaveLength(1);
    expect(Object.keys(loaded.credentialCache)).toEqual(['cred_bob']);
  });
});
