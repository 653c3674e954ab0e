import {
  ApiErrorBodySchema,
  CommentsResponseSchema,
  PostCommentResponseSchema,
  SaveResponseSchema,
  SavesListResponseSchema,
} from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/apiClient';
import { formOrganisation } from '../testing/formOrganisation';
import { loginAsGuest } from '../testing/loginAsGuest';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { tempDir } from '../testing/tempDir';

const SECRET = new TextEncoder().encode('comments-test-secret-comments-test-secret');

describe('comments routes', () => {
  let dir: ReturnType<typeof tempDir>;
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;
  let owner: { token: string; id: string };
  let editor: { token: string; id: string };
  let viewer: { token: string; id: string };
  let stranger: { token: string; id: string };
  let saveId: string;

  async function login(email: string) {
    const { token, user } = await loginAsGuest(call, email);
    return { token, id: user.id };
  }

  async function post(content: unknown, token: string) {
    return call(`/saves/${saveId}/comments`, { method: 'POST', token, body: { content } });
  }

  async function unread(token: string): Promise<Record<string, number>> {
    return SavesListResponseSchema.parse((await call('/saves', { token })).body).unreadComments;
  }

  async function comments(token = owner.token) {
    return CommentsResponseSchema.parse((await call(`/saves/${saveId}/comments`, { token })).body);
  }

  beforeEach(async () => {
    dir = tempDir('api-comments');
    api = await startTestApi(dir.path, SECRET);
    call = apiClient(api.baseUrl);
    owner = await login('owner@example.com');
    // Saves are shared within an organisation: editor and viewer are the owner's coworkers.
    [editor, viewer] = await formOrganisation(api, call, owner.token, [
      'editor@example.com',
      'viewer@example.com',
    ]);
    stranger = await login('stranger@example.com');
    const created = await call('/saves', {
      method: 'POST',
      token: owner.token,
      body: { filename: 'Kitchen' },
    });
    saveId = SaveResponseSchema.parse(created.body).save.id;
    await call(`/saves/${saveId}/share`, {
      method: 'POST',
      token: owner.token,
      body: { access: 'locked', generalAccess: 'viewer', editors: [editor.id], viewers: [viewer.id] },
    });
  });

  afterEach(async () => {
    await api.close();
    dir.remove();
  });

  it('posts a comment for those who may edit, answering with it and its author', async () => {
    const reply = await post('  Move the fridge?\nIt blocks the door.  ', editor.token);

    expect(reply.status).toBe(201);
    const { comment, credentialCache } = PostCommentResponseSchema.parse(reply.body);
    expect(comment).toMatchObject({ owner: editor.id, content: 'Move the fridge?\nIt blocks the door.' });
    expect(credentialCache).toEqual({
      [editor.id]: { id: editor.id, name: 'editor', email: 'editor@example.com' },
    });
    expect((await comments()).comments).toEqual([comment]);
  });

  it('only those who may edit may comment or read comments (002 §6); strangers learn nothing', async () => {
    await post('Between us', owner.token);
    for (const attempt of [
      await post('Nice', viewer.token),
      await call(`/saves/${saveId}/comments`, { token: viewer.token }),
      await call(`/saves/${saveId}/comments/read`, { method: 'POST', token: viewer.token }),
    ]) {
      expect(attempt.status).toBe(403);
      expect(ApiErrorBodySchema.parse(attempt.body).error.code).toBe('save/forbidden');
    }
    const byStranger = await post('Nice', stranger.token);
    expect(byStranger.status).toBe(404);
    expect((await call(`/saves/${saveId}/comments`, { token: stranger.token })).status).toBe(404);
    expect((await comments(editor.token)).comments.map((comment) => comment.content)).toEqual(['Between us']);
  });

  it('a public view link opens no comments, for anonymous visitors or logged-in strangers', async () => {
    await post('Between us', owner.token);
    await call(`/saves/${saveId}/share`, {
      method: 'POST',
      token: owner.token,
      body: { access: 'public', generalAccess: 'viewer', editors: [editor.id], viewers: [viewer.id] },
    });
    for (const token of [undefined, stranger.token]) {
      const reply = await call(`/saves/${saveId}/comments`, { token });
      expect(reply.status).toBe(403);
      expect(JSON.stringify(reply.body)).not.toContain('Between us');
      expect(JSON.stringify(reply.body)).not.toContain('@example.com');
    }
  });

  it("shows a commenter's e-mail only to themselves, their organisation and the save's owner", async () => {
    await call(`/saves/${saveId}/share`, {
      method: 'POST',
      token: owner.token,
      body: { access: 'public', generalAccess: 'editor', editors: [editor.id], viewers: [viewer.id] },
    });
    await post('From the owner', owner.token);
    const byLinkEditor = PostCommentResponseSchema.parse((await post('From a link', stranger.token)).body);
    expect(byLinkEditor.credentialCache[stranger.id]?.email).toBe('stranger@example.com');

    const forLinkEditor = (await comments(stranger.token)).credentialCache;
    expect(forLinkEditor[owner.id]).toEqual({ id: owner.id, name: 'owner', email: '' });
    expect(forLinkEditor[stranger.id]?.email).toBe('stranger@example.com');
    const forAnonymous = (await call(`/saves/${saveId}/comments`)).body;
    expect(JSON.stringify(forAnonymous)).not.toContain('@example.com');
    const forCoworker = (await comments(editor.token)).credentialCache;
    expect(forCoworker[owner.id]?.email).toBe('owner@example.com');
    expect(forCoworker[stranger.id]).toEqual({ id: stranger.id, name: 'stranger', email: '' });
    const forOwner = (await comments(owner.token)).credentialCache;
    expect(forOwner[stranger.id]?.email).toBe('stranger@example.com');
  });

  it('counts unread comments per save and per reader, not their own, and clears them on mark as read', async () => {
    await post('First', owner.token);
    await post('Second', editor.token);

    expect(await unread(owner.token)).toEqual({ [saveId]: 1 });
    expect(await unread(editor.token)).toEqual({ [saveId]: 1 });
    // Reading comments needs edit (002 §6), so a viewer is not even told how many there are.
    expect(await unread(viewer.token)).toEqual({});

    const read = await call(`/saves/${saveId}/comments/read`, { method: 'POST', token: editor.token });
    expect(read.body).toEqual({ unread: 0 });
    expect(await unread(editor.token)).toEqual({});
    expect(await unread(owner.token)).toEqual({ [saveId]: 1 });

    await new Promise((resolve) => setTimeout(resolve, 5));
    await post('Third', owner.token);
    expect(await unread(editor.token)).toEqual({ [saveId]: 1 });
  });

  it('lists comments oldest first with every commenter in the credential cache', async () => {
    await post('First', owner.token);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await post('Second', editor.token);

    const listed = await comments(editor.token);
    expect(listed.comments.map((comment) => comment.content)).toEqual(['First', 'Second']);
    expect(Object.keys(listed.credentialCache).sort()).toEqual([owner.id, editor.id].sort());
    expect(listed.credentialCache[owner.id]).toEqual({
      id: owner.id,
      name: 'owner',
      email: 'owner@example.com',
    });
  });

  it('refuses an empty comment with its own code, and any other bad input, storing nothing', async () => {
    for (const content of ['', '   ']) {
      const reply = await post(content, owner.token);
      expect(reply.status).toBe(400);
      expect(ApiErrorBodySchema.parse(reply.body).error).toEqual({
        code: 'comment/content_required',
        message: 'Please write a comment first.',
      });
    }
    const badReplies = [
      await post(undefined, owner.token),
      await post({ $gt: '' }, owner.token),
      await post('x'.repeat(5001), owner.token),
      await call(`/saves/${saveId}/comments`, { method: 'POST', token: owner.token, rawBody: '{"content":' }),
      await call(`/saves/${saveId}/comments`, { method: 'POST', body: { content: 'Anonymous' } }),
      await call('/saves/save_missing/comments', {
        method: 'POST',
        token: owner.token,
        body: { content: 'Hi' },
      }),
      await call('/saves/save_missing/comments/read', { method: 'POST', token: owner.token }),
      await call(`/saves/${saveId}/comments/read`, { method: 'POST' }),
    ];
    for (const reply of badReplies) {
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
    }
    expect((await comments()).comments).toEqual([]);
  });

  it('deleting a save forgets its comments', async () => {
    await post('First', editor.token);
    await call(`/saves/${saveId}`, { method: 'DELETE', token: owner.token });
    expect(await unread(editor.token)).toEqual({});
    expect((await call(`/saves/${saveId}/comments`, { token: owner.token })).status).toBe(404);
  });
});
