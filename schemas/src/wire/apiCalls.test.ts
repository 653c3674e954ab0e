import { describe, expect, it } from 'vitest';
import { API_CALLS } from './apiCalls';
import { MoveFolderResponseSchema } from './folders';
import { PostCommentRequestSchema } from './comments';
import { ShareSaveRequestSchema, UpdateSaveRequestSchema } from './saves';

/** The calls whose method and path the specs show (spec 000 section 7, spec 001 section 7). */
const SPEC_PATHS = [
  '/auth/userId/get',
  '/auth/guest',
  '/auth/forgot',
  '/auth/forgot/verify',
  '/auth/coworkers',
  '/designSession/post',
  '/subscribe',
  '/subscribe/change/post',
  '/subscribe/change/card',
  '/subscribe/reactivate',
  '/accounts/settings/livechat/get',
  '/openings/get',
  '/checkAdmin',
  '/models',
];

describe('the api calls', () => {
  it('keeps every path the specs show, as POST', () => {
    const posts = Object.values(API_CALLS)
      .filter((call) => call.method === 'POST')
      .map((call) => call.path);
    for (const path of SPEC_PATHS) expect(posts, path).toContain(path);
  });

  it('gives no two calls the same method and path', () => {
    const routes = Object.values(API_CALLS).map((call) => `${call.method} ${call.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('covers the calls of the saves browser the spec lists without paths', () => {
    expect(Object.keys(API_CALLS)).toEqual(
      expect.arrayContaining([
        'updateSave',
        'duplicateSave',
        'deleteSave',
        'exportSave',
        'importSave',
        'createFolder',
        'renameFolder',
        'moveFolder',
        'deleteFolder',
        'listComments',
        'postComment',
        'markCommentsRead',
        'shareSave',
        'shareFolder',
      ]),
    );
  });
});

describe('wire payloads', () => {
  it('needs a filename or a folder to update a save', () => {
    expect(UpdateSaveRequestSchema.safeParse({}).success).toBe(false);
    expect(UpdateSaveRequestSchema.safeParse({ filename: 'Kitchen' }).success).toBe(true);
    expect(UpdateSaveRequestSchema.safeParse({ folder_id: null }).success).toBe(true);
  });

  it('shares with whole lists and invites by a valid e-mail as viewer or editor only', () => {
    const share = { access: 'public', generalAccess: 'viewer' };
    expect(ShareSaveRequestSchema.parse(share)).toMatchObject({ viewers: [], editors: [] });
    expect(
      ShareSaveRequestSchema.safeParse({ ...share, invitee: { email: 'a@b.co', access: 'editor' } }).success,
    ).toBe(true);
    expect(
      ShareSaveRequestSchema.safeParse({ ...share, invitee: { email: 'a@b.co', access: 'owner' } }).success,
    ).toBe(false);
    expect(
      ShareSaveRequestSchema.safeParse({ ...share, invitee: { email: 'nope', access: 'viewer' } }).success,
    ).toBe(false);
  });

  it('refuses an empty comment with the catalogue message', () => {
    const result = PostCommentRequestSchema.safeParse({ content: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please write a comment first.');
  });

  it('answers a move with the folder alone, or with the whole lists on the last move', () => {
    const folder = { id: 'f1', path: ['f1'], owner: 'u1' };
    expect(MoveFolderResponseSchema.safeParse({ folder }).success).toBe(true);
    expect(MoveFolderResponseSchema.safeParse({ folder, saves: [], folders: [] }).success).toBe(true);
  });
});
