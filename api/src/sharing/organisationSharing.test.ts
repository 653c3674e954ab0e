import {
  API_ERRORS,
  ApiErrorBodySchema,
  FolderResponseSchema,
  SaveResponseSchema,
  ShareSaveResponseSchema,
} from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/apiClient';
import { formOrganisation } from '../testing/formOrganisation';
import { loginAsGuest } from '../testing/loginAsGuest';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { tempDir } from '../testing/tempDir';

const SECRET = new TextEncoder().encode('sharing-test-secret-sharing-test-secret');
const NOT_IN_ORGANISATION =
  'User is not a part of your organization. Please make this public and share the link.';

describe('sharing within an organisation (spec 000 sections 4, 6 and 8)', () => {
  let dir: ReturnType<typeof tempDir>;
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;
  let owner: { token: string; id: string };
  let stranger: { token: string; id: string };

  async function login(email: string) {
    const { token, user } = await loginAsGuest(call, email);
    return { token, id: user.id };
  }

  async function createSave(token = owner.token): Promise<string> {
    const reply = await call('/saves', { method: 'POST', token, body: { filename: 'Kitchen' } });
    return SaveResponseSchema.parse(reply.body).save.id;
  }

  async function createFolder(token = owner.token): Promise<string> {
    const reply = await call('/folders', { method: 'POST', token, body: { name: 'Kitchens' } });
    return FolderResponseSchema.parse(reply.body).folder.id;
  }

  const shareSave = (saveId: string, body: Record<string, unknown>, token = owner.token) =>
    call(`/saves/${saveId}/share`, { method: 'POST', token, body });

  const inviteByEmail = (saveId: string, email: string, token = owner.token) =>
    shareSave(
      saveId,
      { access: 'locked', generalAccess: 'viewer', invitee: { email, access: 'viewer' } },
      token,
    );

  const error = (body: unknown) => ApiErrorBodySchema.parse(body).error;

  beforeEach(async () => {
    dir = tempDir('api-organisation-sharing');
    api = await startTestApi(dir.path, SECRET);
    call = apiClient(api.baseUrl);
    owner = await login('owner@example.com');
    stranger = await login('stranger@example.com');
  });

  afterEach(async () => {
    await api.close();
    dir.remove();
  });

  it("invites only members of the sharer's organisation: an existing account outside it is user_inaccessible with the spec's words", async () => {
    const [coworker] = await formOrganisation(api, call, owner.token, ['coworker@example.com']);
    const saveId = await createSave();

    const outside = await inviteByEmail(saveId, 'Stranger@Example.com');
    expect(outside.status).toBe(403);
    expect(error(outside.body)).toEqual({ code: 'auth/user_inaccessible', message: NOT_IN_ORGANISATION });
    const listed = await shareSave(saveId, {
      access: 'locked',
      generalAccess: 'viewer',
      viewers: [stranger.id],
    });
    expect(error(listed.body)).toEqual({ code: 'auth/user_inaccessible', message: NOT_IN_ORGANISATION });
    expect((await call(`/saves/${saveId}`, { token: stranger.token })).status).toBe(404);

    const inside = await inviteByEmail(saveId, 'Coworker@Example.com');
    expect(inside.status).toBe(200);
    expect(ShareSaveResponseSchema.parse(inside.body)).toMatchObject({
      access: { viewers: [coworker.id] },
      cache: { id: coworker.id, email: 'coworker@example.com' },
    });
  });

  it('lets a member share with its coworkers, its organisation owner included', async () => {
    const [member] = await formOrganisation(api, call, owner.token, ['member@example.com']);
    const saveId = await createSave(member.token);

    const reply = await inviteByEmail(saveId, 'owner@example.com', member.token);

    expect(reply.status).toBe(200);
    expect(ShareSaveResponseSchema.parse(reply.body).access.viewers).toEqual([owner.id]);
    expect(SaveResponseSchema.parse((await call(`/saves/${saveId}`, { token: owner.token })).body).role).toBe(
      'viewer',
    );
  });

  it('no longer invites someone removed from the organisation', async () => {
    const [former] = await formOrganisation(api, call, owner.token, ['former@example.com']);
    const removed = await call(`/organisation/members/${former.id}`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(removed.status).toBe(204);

    const reply = await inviteByEmail(await createSave(), 'former@example.com');

    expect(error(reply.body).code).toBe('auth/user_inaccessible');
  });

  it('without coworkers nobody is invited and a folder is forced to locked, while a save can still be made public by link', async () => {
    const saveId = await createSave();
    const folderId = await createFolder();

    expect(error((await inviteByEmail(saveId, 'stranger@example.com')).body).code).toBe(
      'auth/user_inaccessible',
    );
    const folder = await call(`/folders/${folderId}/share`, {
      method: 'POST',
      token: owner.token,
      body: { access: 'public', generalAccess: 'viewer' },
    });
    expect(error(folder.body)).toEqual({
      code: 'sharing/forced_locked',
      message: API_ERRORS['sharing/forced_locked'],
    });

    const save = await shareSave(saveId, { access: 'public', generalAccess: 'viewer' });
    expect(save.status).toBe(200);
    expect(ShareSaveResponseSchema.parse(save.body).access.access).toBe('public');
    expect((await call(`/saves/${saveId}`, { token: stranger.token })).status).toBe(200);
  });

  it('with coworkers, making a design private needs a licence: allowed on the business plan, refused once it is canceled', async () => {
    const [member] = await formOrganisation(api, call, owner.token, ['member@example.com']);
    const saveId = await createSave();
    await shareSave(saveId, { access: 'public', generalAccess: 'viewer' });
    expect((await shareSave(saveId, { access: 'locked', generalAccess: 'viewer' })).status).toBe(200);
    await shareSave(saveId, { access: 'public', generalAccess: 'viewer' });

    expect((await call('/subscribe/cancel', { method: 'POST', token: owner.token })).status).toBe(200);

    const byOwner = await shareSave(saveId, { access: 'locked', generalAccess: 'viewer' });
    expect(byOwner.status).toBe(402);
    expect(error(byOwner.body).code).toBe('sharing/locked_needs_licence');
    const memberSave = await createSave(member.token);
    await shareSave(memberSave, { access: 'public', generalAccess: 'viewer' }, member.token);
    const byMember = await shareSave(memberSave, { access: 'locked', generalAccess: 'viewer' }, member.token);
    expect(error(byMember.body).code).toBe('sharing/locked_needs_licence');
  });
});
