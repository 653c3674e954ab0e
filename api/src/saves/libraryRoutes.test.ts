import {
  API_ERRORS,
  ApiErrorBodySchema,
  ClientDomainSettingsSchema,
  SaveResponseSchema,
  SavesListResponseSchema,
  ShareSaveResponseSchema,
  parseShareLink,
  type SavesListResponse,
} from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/apiClient';
import { callWithHost } from '../testing/callWithHost';
import { formOrganisation } from '../testing/formOrganisation';
import { loginAsGuest } from '../testing/loginAsGuest';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { tempDir } from '../testing/tempDir';

const SECRET = new TextEncoder().encode('library-test-secret-library-test-secret');

describe('save library routes', () => {
  let dir: ReturnType<typeof tempDir>;
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;
  let owner: { token: string; id: string };
  let friend: { token: string; id: string };
  let colleague: { token: string; id: string };
  let stranger: { token: string; id: string };

  async function login(email: string) {
    const { token, user } = await loginAsGuest(call, email);
    return { token, id: user.id };
  }

  async function createSave(filename: string, token = owner.token): Promise<string> {
    const reply = await call('/saves', { method: 'POST', token, body: { filename } });
    return SaveResponseSchema.parse(reply.body).save.id;
  }

  async function list(query = '', token = owner.token): Promise<SavesListResponse> {
    const reply = await call(`/saves${query}`, { token });
    expect(reply.status).toBe(200);
    return SavesListResponseSchema.parse(reply.body);
  }

  const names = (response: SavesListResponse) => response.saves.map((save) => save.filename);

  async function share(saveId: string, body: Record<string, unknown>, token = owner.token) {
    return call(`/saves/${saveId}/share`, { method: 'POST', token, body });
  }

  function errorCode(body: unknown): string {
    return ApiErrorBodySchema.parse(body).error.code;
  }

  beforeEach(async () => {
    dir = tempDir('api-library');
    api = await startTestApi(dir.path, SECRET);
    call = apiClient(api.baseUrl);
    owner = await login('owner@example.com');
    // Saves are shared within an organisation: friend and colleague are the owner's coworkers.
    [friend, colleague] = await formOrganisation(api, call, owner.token, [
      'friend@example.com',
      'colleague@example.com',
    ]);
    stranger = await login('stranger@example.com');
  });

  afterEach(async () => {
    await api.close();
    dir.remove();
  });

  describe('GET /saves', () => {
    it('needs a login: the saves panel shows Log In instead', async () => {
      const reply = await call('/saves');
      expect(reply.status).toBe(401);
      expect(errorCode(reply.body)).toBe('auth/required');
    });

    it('sorts by name A to Z by default, and by either date newest first unless told otherwise', async () => {
      await createSave('Kitchen 10');
      await new Promise((resolve) => setTimeout(resolve, 5));
      await createSave('kitchen 2');
      await new Promise((resolve) => setTimeout(resolve, 5));
      await createSave('');

      expect(names(await list())).toEqual(['kitchen 2', 'Kitchen 10', '']);
      expect(names(await list('?order=desc'))).toEqual(['', 'Kitchen 10', 'kitchen 2']);
      expect(names(await list('?sort=dateAdded'))).toEqual(['', 'kitchen 2', 'Kitchen 10']);
      expect(names(await list('?sort=dateModified&order=asc'))).toEqual(['Kitchen 10', 'kitchen 2', '']);
    });

    it('finds saves by any part of their name, ignoring case and extra spaces', async () => {
      await createSave('Big  Kitchen');
      await createSave('Bathroom');
      expect(names(await list('?search=big%20KITCHEN'))).toEqual(['Big  Kitchen']);
      expect(names(await list('?search=room'))).toEqual(['Bathroom']);
    });

    it('lists only what the reader owns or was shared with', async () => {
      const saveId = await createSave('Kitchen');
      await createSave('Private');
      await share(saveId, { access: 'locked', generalAccess: 'viewer', viewers: [friend.id] });
      expect(names(await list('', friend.token))).toEqual(['Kitchen']);
      expect(names(await list('', stranger.token))).toEqual([]);
    });

    it('refuses an unknown sort or direction', async () => {
      for (const query of [
        '?sort=size',
        '?order=up',
        '?sort=name&sort=dateAdded',
        `?search=${'x'.repeat(201)}`,
      ]) {
        const reply = await call(`/saves${query}`, { token: owner.token });
        expect(reply.status).toBe(400);
        expect(errorCode(reply.body)).toBe('request/invalid');
      }
    });
  });

  describe('Shared with me for people who joined by link', () => {
    async function setSharing(saveId: string, access: string, generalAccess: string) {
      const reply = await call(`/saves/${saveId}/sharing`, {
        method: 'PUT',
        token: owner.token,
        body: { access, generalAccess },
      });
      expect(reply.status).toBe(200);
    }

    it('lists a save opened through its editing link, by GET or by a collab ticket', async () => {
      const opened = await createSave('Opened');
      const joined = await createSave('Joined live');
      await setSharing(opened, 'public', 'editor');
      await setSharing(joined, 'public', 'editor');
      expect(names(await list('', stranger.token))).toEqual([]);

      expect((await call(`/saves/${opened}`, { token: stranger.token })).status).toBe(200);
      const ticket = await call(`/saves/${joined}/collab-ticket`, { method: 'POST', token: stranger.token });
      expect(ticket.status).toBe(200);
      expect(names(await list('', stranger.token))).toEqual(['Joined live', 'Opened']);
    });

    it('does not list a save opened through a view-only link, nor a private one', async () => {
      const viewOnly = await createSave('View only');
      await createSave('Private');
      await setSharing(viewOnly, 'public', 'viewer');
      expect((await call(`/saves/${viewOnly}`, { token: stranger.token })).status).toBe(200);
      expect(names(await list('', stranger.token))).toEqual([]);
    });

    it('stops listing it once the link no longer lets them edit, and again when it does', async () => {
      const saveId = await createSave('Kitchen');
      await setSharing(saveId, 'public', 'editor');
      await call(`/saves/${saveId}`, { token: stranger.token });
      await setSharing(saveId, 'locked', 'editor');
      expect(names(await list('', stranger.token))).toEqual([]);
      await setSharing(saveId, 'public', 'viewer');
      expect(names(await list('', stranger.token))).toEqual([]);
      await setSharing(saveId, 'public', 'editor');
      expect(names(await list('', stranger.token))).toEqual(['Kitchen']);
    });

    it('forgets it when they remove themselves from it', async () => {
      const saveId = await createSave('Kitchen');
      await setSharing(saveId, 'public', 'editor');
      await call(`/saves/${saveId}`, { token: stranger.token });
      expect(names(await list('', stranger.token))).toEqual(['Kitchen']);
      const removal = await call(`/saves/${saveId}`, { method: 'DELETE', token: stranger.token });
      expect(removal.status).toBe(204);
      expect(names(await list('', stranger.token))).toEqual([]);
      expect(names(await list())).toEqual(['Kitchen']);
    });
  });

  describe('PATCH /saves/:saveId', () => {
    it('renames and moves for editors, ignoring a rename to the same name and a move to the same folder', async () => {
      const saveId = await createSave('Kitchen');
      const folder = await call('/folders', { method: 'POST', token: owner.token, body: { name: 'A' } });
      const folderId = (folder.body as { folder: { id: string } }).folder.id;
      const before = SaveResponseSchema.parse(
        (await call(`/saves/${saveId}`, { token: owner.token })).body,
      ).save;

      const same = await call(`/saves/${saveId}`, {
        method: 'PATCH',
        token: owner.token,
        body: { filename: 'Kitchen', folder_id: 'root' },
      });
      expect(SaveResponseSchema.parse(same.body).save).toEqual(before);
      expect(api.sharingChanged).toEqual([]);

      const moved = await call(`/saves/${saveId}`, {
        method: 'PATCH',
        token: owner.token,
        body: { filename: 'Galley', folder_id: folderId },
      });
      expect(SaveResponseSchema.parse(moved.body).save).toMatchObject({
        filename: 'Galley',
        folder_id: folderId,
      });
      expect(api.sharingChanged).toEqual([saveId]);
    });

    it('refuses viewers, strangers, built-in and unknown target folders, changing nothing', async () => {
      const saveId = await createSave('Kitchen');
      await share(saveId, { access: 'locked', generalAccess: 'viewer', viewers: [friend.id] });
      const before = await list();
      const attempts: [Promise<{ status: number; body: unknown }>, string][] = [
        [
          call(`/saves/${saveId}`, { method: 'PATCH', token: friend.token, body: { filename: 'X' } }),
          'save/forbidden',
        ],
        [
          call(`/saves/${saveId}`, { method: 'PATCH', token: stranger.token, body: { filename: 'X' } }),
          'save/not_found',
        ],
        [
          call(`/saves/${saveId}`, { method: 'PATCH', token: owner.token, body: { folder_id: 'shared' } }),
          'folder/special',
        ],
        [
          call(`/saves/${saveId}`, { method: 'PATCH', token: owner.token, body: { folder_id: 'folder_x' } }),
          'folder/not_found',
        ],
        [call(`/saves/${saveId}`, { method: 'PATCH', token: owner.token, body: {} }), 'request/invalid'],
        [
          call(`/saves/${saveId}`, {
            method: 'PATCH',
            token: owner.token,
            body: { filename: { $set: 'x' } },
          }),
          'request/invalid',
        ],
        [
          call(`/saves/${saveId}`, {
            method: 'PATCH',
            token: owner.token,
            body: { folder_id: { $ne: null } },
          }),
          'request/invalid',
        ],
        [
          call(`/saves/${saveId}`, {
            method: 'PATCH',
            token: owner.token,
            body: { filename: 'x'.repeat(201) },
          }),
          'request/invalid',
        ],
        [
          call('/saves/save_missing', { method: 'PATCH', token: owner.token, body: { filename: 'X' } }),
          'save/not_found',
        ],
      ];
      for (const [reply, code] of attempts) expect(errorCode((await reply).body)).toBe(code);
      expect(await list()).toEqual(before);
    });
  });

  describe('DELETE /saves/:saveId', () => {
    it('the owner deletes the save; someone it is shared with only removes themselves', async () => {
      const saveId = await createSave('Kitchen');
      await share(saveId, { access: 'locked', generalAccess: 'viewer', editors: [friend.id] });
      api.sharingChanged.length = 0;

      const removal = await call(`/saves/${saveId}`, { method: 'DELETE', token: friend.token });
      expect(removal.status).toBe(204);
      expect(names(await list('', friend.token))).toEqual([]);
      expect(names(await list())).toEqual(['Kitchen']);
      expect(api.sharingChanged).toEqual([saveId]);

      const deletion = await call(`/saves/${saveId}`, { method: 'DELETE', token: owner.token });
      expect(deletion.status).toBe(204);
      expect((await call(`/saves/${saveId}`, { token: owner.token })).status).toBe(404);
    });

    it('answers a save the caller cannot see like a missing one, deleting nothing', async () => {
      const saveId = await createSave('Kitchen');
      for (const path of [`/saves/${saveId}`, '/saves/save_missing']) {
        const reply = await call(path, { method: 'DELETE', token: stranger.token });
        expect(reply.status).toBe(404);
      }
      expect(names(await list())).toEqual(['Kitchen']);
    });
  });

  describe('POST /saves/:saveId/share', () => {
    it('invites an account by e-mail, answers with its credential and tells open connections', async () => {
      const saveId = await createSave('Kitchen');

      const reply = await share(saveId, {
        access: 'public',
        generalAccess: 'viewer',
        invitee: { email: 'Friend@Example.com', access: 'editor' },
      });

      expect(reply.status).toBe(200);
      expect(ShareSaveResponseSchema.parse(reply.body)).toEqual({
        access: {
          owner: owner.id,
          editors: [friend.id],
          viewers: [],
          access: 'public',
          generalAccess: 'viewer',
        },
        cache: { id: friend.id, name: 'friend', email: 'friend@example.com' },
        link: `http://localhost:8080/${saveId}`,
      });
      expect(api.sharingChanged).toEqual([saveId]);
      expect(
        SaveResponseSchema.parse((await call(`/saves/${saveId}`, { token: friend.token })).body).role,
      ).toBe('editor');
    });

    it('answers the share link {host}/{saveId}, on the client domain the request came to', async () => {
      const saveId = await createSave('Kitchen');
      const body = { access: 'public', generalAccess: 'viewer' };

      const onProduct = ShareSaveResponseSchema.parse((await share(saveId, body)).body);
      expect(onProduct.link).toBe(`http://localhost:8080/${saveId}`);
      expect(parseShareLink('http://localhost:8080', onProduct.link!)).toEqual({ saveId });

      await api.storage.clientDomains.put(
        ClientDomainSettingsSchema.parse({
          host: 'kitchens.dealer.example',
          accountId: 'acc_dealer',
          name: 'Dealer',
        }),
      );
      const onDomain = callWithHost(api.baseUrl, 'Kitchens.Dealer.Example:8443');
      const reply = await onDomain(`/saves/${saveId}/share`, { method: 'POST', token: owner.token, body });
      expect(reply.status).toBe(200);
      expect(ShareSaveResponseSchema.parse(reply.body).link).toBe(
        `http://kitchens.dealer.example:8443/${saveId}`,
      );

      // An unknown Host is never put into a link: it could be anyone's.
      const elsewhere = callWithHost(api.baseUrl, 'evil.example.com');
      const spoofed = await elsewhere(`/saves/${saveId}/share`, { method: 'POST', token: owner.token, body });
      expect(ShareSaveResponseSchema.parse(spoofed.body).link).toBe(`http://localhost:8080/${saveId}`);
    });

    it('changes and removes people from the lists it is sent', async () => {
      const saveId = await createSave('Kitchen');
      await share(saveId, {
        access: 'locked',
        generalAccess: 'viewer',
        editors: [friend.id],
        viewers: [colleague.id],
      });

      const reply = await share(saveId, { access: 'locked', generalAccess: 'viewer', viewers: [friend.id] });

      expect(ShareSaveResponseSchema.parse(reply.body).access).toMatchObject({
        editors: [],
        viewers: [friend.id],
      });
      expect((await call(`/saves/${saveId}`, { token: colleague.token })).status).toBe(404);
    });

    it("refuses an e-mail that is no one's account with the spec's words, changing nothing", async () => {
      const saveId = await createSave('Kitchen');

      const reply = await share(saveId, {
        access: 'public',
        generalAccess: 'editor',
        invitee: { email: 'nobody@example.com', access: 'viewer' },
      });

      expect(reply.status).toBe(403);
      expect(ApiErrorBodySchema.parse(reply.body).error).toEqual({
        code: 'auth/user_inaccessible',
        message: 'User is not a part of your organization. Please make this public and share the link.',
      });
      expect((await list()).saves[0]).toMatchObject({
        access: 'locked',
        generalAccess: 'viewer',
        editors: [],
      });
      expect(api.sharingChanged).toEqual([]);
    });

    it('keeps the owner immutable and leaves sharing to those who may edit', async () => {
      const saveId = await createSave('Kitchen');
      await share(saveId, { access: 'locked', generalAccess: 'viewer', viewers: [friend.id] });
      api.sharingChanged.length = 0;

      const ownerAsViewer = await share(saveId, {
        access: 'locked',
        generalAccess: 'viewer',
        viewers: [friend.id, owner.id],
      });
      expect(errorCode(ownerAsViewer.body)).toBe('sharing/owner_immutable');
      const byViewer = await share(
        saveId,
        { access: 'public', generalAccess: 'editor', viewers: [friend.id] },
        friend.token,
      );
      expect(byViewer.status).toBe(403);
      expect(ApiErrorBodySchema.parse(byViewer.body).error.message).toBe(API_ERRORS['sharing/forbidden']);
      const byStranger = await share(saveId, { access: 'public', generalAccess: 'editor' }, stranger.token);
      expect(errorCode(byStranger.body)).toBe('save/not_found');

      expect((await list()).saves[0]).toMatchObject({ access: 'locked', viewers: [friend.id] });
      expect(api.sharingChanged).toEqual([]);
    });

    it('answers bad input with a 4xx and changes nothing', async () => {
      const saveId = await createSave('Kitchen');
      const before = await list();
      const bodies = [
        {},
        { access: 'public' },
        { access: { $gt: '' }, generalAccess: 'viewer' },
        { access: 'public', generalAccess: 'viewer', viewers: 'everyone' },
        { access: 'public', generalAccess: 'viewer', viewers: [{ $ne: '' }] },
        { access: 'public', generalAccess: 'viewer', viewers: ['user_missing'] },
        { access: 'public', generalAccess: 'viewer', invitee: { email: 'not-an-email', access: 'viewer' } },
        {
          access: 'public',
          generalAccess: 'viewer',
          invitee: { email: 'friend@example.com', access: 'owner' },
        },
      ];
      for (const body of bodies) {
        const reply = await share(saveId, body);
        expect(reply.status).toBeGreaterThanOrEqual(400);
        expect(reply.status).toBeLessThan(500);
      }
      expect((await share('save_missing', { access: 'public', generalAccess: 'viewer' })).status).toBe(404);
      expect(
        (
          await call(`/saves/${saveId}/share`, {
            method: 'POST',
            body: { access: 'public', generalAccess: 'viewer' },
          })
        ).status,
      ).toBe(401);
      expect(await list()).toEqual(before);
      expect(api.sharingChanged).toEqual([]);
    });
  });
});
