import {
  ApiErrorBodySchema,
  CollabTicketResponseSchema,
  FolderResponseSchema,
  SaveResponseSchema,
  SavesListResponseSchema,
  ShareFolderResponseSchema,
  type SavesListResponse,
} from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiClient } from '../testing/apiClient';
import { formOrganisation } from '../testing/formOrganisation';
import { loginAsGuest } from '../testing/loginAsGuest';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { tempDir } from '../testing/tempDir';

const SECRET = new TextEncoder().encode('folders-test-secret-folders-test-secret');

const MoveWithListsSchema = z.object({
  folder: FolderResponseSchema.shape.folder,
  saves: SavesListResponseSchema.shape.saves,
  folders: SavesListResponseSchema.shape.folders,
});

describe('folders routes', () => {
  let dir: ReturnType<typeof tempDir>;
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;
  let owner: { token: string; id: string };
  let friend: { token: string; id: string };
  let stranger: { token: string; id: string };

  async function login(email: string) {
    const { token, user } = await loginAsGuest(call, email);
    return { token, id: user.id };
  }

  async function createFolder(name: string, parent: string | null = null, token = owner.token) {
    const reply = await call('/folders', { method: 'POST', token, body: { name, parent } });
    expect(reply.status).toBe(201);
    return FolderResponseSchema.parse(reply.body).folder;
  }

  async function createSaveIn(folderId: string | null, token = owner.token): Promise<string> {
    const created = await call('/saves', { method: 'POST', token, body: { filename: 'Kitchen' } });
    const saveId = SaveResponseSchema.parse(created.body).save.id;
    if (folderId !== null) {
      const moved = await call(`/saves/${saveId}`, { method: 'PATCH', token, body: { folder_id: folderId } });
      expect(moved.status).toBe(200);
    }
    return saveId;
  }

  async function library(token = owner.token): Promise<SavesListResponse> {
    const reply = await call('/saves', { token });
    expect(reply.status).toBe(200);
    return SavesListResponseSchema.parse(reply.body);
  }

  async function shareFolder(folderId: string, body: Record<string, unknown>, token = owner.token) {
    return call(`/folders/${folderId}/share`, { method: 'POST', token, body });
  }

  function errorCode(body: unknown): string {
    return ApiErrorBodySchema.parse(body).error.code;
  }

  beforeEach(async () => {
    dir = tempDir('api-folders');
    api = await startTestApi(dir.path, SECRET);
    call = apiClient(api.baseUrl);
    owner = await login('owner@example.com');
    // Folders are shared within an organisation: friend is the owner's coworker.
    [friend] = await formOrganisation(api, call, owner.token, ['friend@example.com']);
    stranger = await login('stranger@example.com');
  });

  afterEach(async () => {
    await api.close();
    dir.remove();
  });

  it('creates folders owned by their creator, a subfolder with its ancestors in its path', async () => {
    const top = await createFolder(' Kitchens ');
    const sub = await createFolder('2024', top.id);

    expect(top).toMatchObject({
      name: 'Kitchens',
      parent: null,
      path: [top.id],
      owner: owner.id,
      access: 'locked',
    });
    expect(sub).toMatchObject({
      parent: top.id,
      path: [top.id, sub.id],
      structurePath: `${top.id}/${sub.id}`,
    });
    expect((await library()).folders.map((folder) => folder.id).sort()).toEqual([top.id, sub.id].sort());
    expect((await library(stranger.token)).folders).toEqual([]);
  });

  it('refuses to move, rename, delete or share the built-in folders, or to put anything in the shared one', async () => {
    for (const special of ['root', 'shared']) {
      const renamed = await call(`/folders/${special}`, {
        method: 'PATCH',
        token: owner.token,
        body: { name: 'X' },
      });
      const moved = await call(`/folders/${special}/move`, {
        method: 'POST',
        token: owner.token,
        body: { parent: null },
      });
      const deleted = await call(`/folders/${special}`, { method: 'DELETE', token: owner.token });
      const shared = await shareFolder(special, { access: 'public', generalAccess: 'viewer' });
      for (const reply of [renamed, moved, deleted, shared]) {
        expect(reply.status).toBe(400);
        expect(errorCode(reply.body)).toBe('folder/special');
      }
    }
    const intoShared = await call('/folders', {
      method: 'POST',
      token: owner.token,
      body: { name: 'X', parent: 'shared' },
    });
    expect(errorCode(intoShared.body)).toBe('folder/special');
    expect((await library()).folders).toEqual([]);
  });

  it('ignores a rename to the same name and a move to the folder it is already in', async () => {
    const top = await createFolder('Kitchens');
    const sub = await createFolder('2024', top.id);

    const renamed = await call(`/folders/${sub.id}`, {
      method: 'PATCH',
      token: owner.token,
      body: { name: '2024' },
    });
    const moved = await call(`/folders/${sub.id}/move`, {
      method: 'POST',
      token: owner.token,
      body: { parent: top.id, notLast: true },
    });

    expect(FolderResponseSchema.parse(renamed.body).folder).toEqual(sub);
    expect(FolderResponseSchema.parse(moved.body).folder).toEqual(sub);
    expect((await library()).folders.find((folder) => folder.id === sub.id)).toEqual(sub);
  });

  it('moves a folder with its subfolders, and only the last move answers with the whole lists', async () => {
    const a = await createFolder('A');
    const b = await createFolder('B');
    const c = await createFolder('C', a.id);
    const saveInC = await createSaveIn(c.id);

    const notLast = await call(`/folders/${a.id}/move`, {
      method: 'POST',
      token: owner.token,
      body: { parent: b.id, notLast: true },
    });
    expect(Object.keys(notLast.body as object)).toEqual(['folder']);
    expect(FolderResponseSchema.parse(notLast.body).folder).toMatchObject({
      parent: b.id,
      path: [b.id, a.id],
    });

    const last = await call(`/folders/${a.id}/move`, {
      method: 'POST',
      token: owner.token,
      body: { parent: 'root' },
    });
    const lists = MoveWithListsSchema.parse(last.body);
    expect(lists.folder).toMatchObject({ parent: null, path: [a.id] });
    expect(lists.folders.find((folder) => folder.id === c.id)).toMatchObject({
      path: [a.id, c.id],
      parent: a.id,
    });
    expect(lists.saves.map((save) => save.id)).toEqual([saveInC]);
    expect(lists).toEqual({
      folder: lists.folder,
      saves: (await library()).saves,
      folders: (await library()).folders,
    });
  });

  it('refuses to move a folder into itself or below itself, changing nothing', async () => {
    const a = await createFolder('A');
    const c = await createFolder('C', a.id);
    const before = await library();

    for (const parent of [a.id, c.id]) {
      const reply = await call(`/folders/${a.id}/move`, {
        method: 'POST',
        token: owner.token,
        body: { parent },
      });
      expect(reply.status).toBe(400);
      expect(errorCode(reply.body)).toBe('folder/into_itself');
    }
    expect(await library()).toEqual(before);
  });

  it("an owner's delete removes every subfolder and save inside, whoever owns them", async () => {
    const a = await createFolder('A');
    const c = await createFolder('C', a.id);
    const kept = await createFolder('Kept');
    const ownSave = await createSaveIn(c.id);
    await shareFolder(a.id, { access: 'locked', generalAccess: 'viewer', editors: [friend.id] });
    const friendsSave = await createSaveIn(a.id, friend.token);
    const keptSave = await createSaveIn(kept.id);

    const reply = await call(`/folders/${a.id}`, { method: 'DELETE', token: owner.token });

    expect(reply.status).toBe(204);
    const after = await library();
    expect(after.folders.map((folder) => folder.id)).toEqual([kept.id]);
    expect(after.saves.map((save) => save.id)).toEqual([keptSave]);
    for (const saveId of [ownSave, friendsSave]) {
      expect((await call(`/saves/${saveId}`, { token: friend.token })).status).toBe(404);
      expect(api.sharingChanged).toContain(saveId);
    }
  });

  it("a non-owner's delete only removes their own access", async () => {
    const a = await createFolder('A');
    const saveId = await createSaveIn(a.id);
    await shareFolder(a.id, { access: 'locked', generalAccess: 'viewer', viewers: [friend.id] });
    expect((await library(friend.token)).saves.map((save) => save.id)).toEqual([saveId]);

    const reply = await call(`/folders/${a.id}`, { method: 'DELETE', token: friend.token });

    expect(reply.status).toBe(204);
    expect(await library(friend.token)).toEqual({
      saves: [],
      folders: [],
      unreadComments: {},
      thumbnails: {},
    });
    const ownerView = await library();
    expect(ownerView.folders.map((folder) => folder.id)).toEqual([a.id]);
    expect(ownerView.folders[0]?.viewers).toEqual([]);
    expect(ownerView.saves.map((save) => save.id)).toEqual([saveId]);
  });

  it('sharing a folder gives its saves, at any depth, that role, in answers and in collab tickets', async () => {
    const a = await createFolder('A');
    const c = await createFolder('C', a.id);
    const saveId = await createSaveIn(c.id);
    expect(
      (await call(`/saves/${saveId}/collab-ticket`, { method: 'POST', token: friend.token })).status,
    ).toBe(404);

    const reply = await shareFolder(a.id, {
      access: 'locked',
      generalAccess: 'viewer',
      editors: [friend.id],
    });

    expect(reply.status).toBe(200);
    const shared = ShareFolderResponseSchema.parse(reply.body);
    expect(shared.access).toEqual({
      owner: owner.id,
      editors: [friend.id],
      viewers: [],
      access: 'locked',
      generalAccess: 'viewer',
    });
    expect(shared.folder.editors).toEqual([friend.id]);
    expect(api.sharingChanged).toContain(saveId);
    const read = await call(`/saves/${saveId}`, { token: friend.token });
    expect(SaveResponseSchema.parse(read.body).role).toBe('editor');
    const ticket = await call(`/saves/${saveId}/collab-ticket`, { method: 'POST', token: friend.token });
    expect(CollabTicketResponseSchema.parse(ticket.body).role).toBe('editor');
    expect((await library(friend.token)).saves.map((save) => save.id)).toEqual([saveId]);

    // A public folder lets anyone with the link view its saves, and no more.
    await shareFolder(a.id, { access: 'public', generalAccess: 'viewer', editors: [friend.id] });
    const anonymous = await call(`/saves/${saveId}/collab-ticket`, { method: 'POST', token: stranger.token });
    expect(CollabTicketResponseSchema.parse(anonymous.body).role).toBe('viewer');
  });

  it('a shared folder takes no new subfolders', async () => {
    const a = await createFolder('A');
    await shareFolder(a.id, { access: 'locked', generalAccess: 'viewer', editors: [friend.id] });

    const reply = await call('/folders', {
      method: 'POST',
      token: owner.token,
      body: { name: 'Sub', parent: a.id },
    });

    expect(reply.status).toBe(400);
    expect(errorCode(reply.body)).toBe('folder/shared_no_subfolders');
    expect((await library()).folders.map((folder) => folder.id)).toEqual([a.id]);
  });

  it('nor does any folder inside it, and no folder can be moved into one, changing nothing', async () => {
    const a = await createFolder('A');
    const inner = await createFolder('Inner', a.id);
    const loose = await createFolder('Loose');
    await shareFolder(a.id, { access: 'locked', generalAccess: 'viewer', editors: [friend.id] });

    const created = await call('/folders', {
      method: 'POST',
      token: owner.token,
      body: { name: 'Deeper', parent: inner.id },
    });
    const movedIn = await call(`/folders/${loose.id}/move`, {
      method: 'POST',
      token: owner.token,
      body: { parent: inner.id, notLast: false },
    });
    const movedIntoShared = await call(`/folders/${loose.id}/move`, {
      method: 'POST',
      token: owner.token,
      body: { parent: a.id, notLast: false },
    });

    for (const reply of [created, movedIn, movedIntoShared]) {
      expect(reply.status).toBe(400);
      expect(errorCode(reply.body)).toBe('folder/shared_no_subfolders');
    }
    const folders = (await library()).folders;
    expect(folders.map((folder) => folder.id).sort()).toEqual([a.id, inner.id, loose.id].sort());
    expect(folders.find((folder) => folder.id === loose.id)?.path).toEqual([loose.id]);
  });

  it('answers a folder others cannot see like a missing one, and refuses viewers who try to change it', async () => {
    const a = await createFolder('A');
    const hidden = await call(`/folders/${a.id}`, {
      method: 'PATCH',
      token: stranger.token,
      body: { name: 'Mine' },
    });
    expect(hidden.status).toBe(404);
    expect(errorCode(hidden.body)).toBe('folder/not_found');

    await shareFolder(a.id, { access: 'locked', generalAccess: 'viewer', viewers: [friend.id] });
    const byViewer = await call(`/folders/${a.id}`, {
      method: 'PATCH',
      token: friend.token,
      body: { name: 'Mine' },
    });
    expect(byViewer.status).toBe(403);
    expect(errorCode(byViewer.body)).toBe('folder/forbidden');
    const reshare = await shareFolder(
      a.id,
      { access: 'public', generalAccess: 'editor', viewers: [friend.id] },
      friend.token,
    );
    expect(errorCode(reshare.body)).toBe('sharing/forbidden');
    expect((await library()).folders[0]).toMatchObject({ name: 'A', access: 'locked' });
  });

  it('answers bad input on every folder route with a 4xx and changes nothing', async () => {
    const a = await createFolder('A');
    const before = await library();
    const attempts = [
      call('/folders', { method: 'POST', token: owner.token, body: { name: '' } }),
      call('/folders', { method: 'POST', token: owner.token, body: { name: { $gt: '' } } }),
      call('/folders', { method: 'POST', token: owner.token, body: { name: 'X', parent: { $ne: null } } }),
      call('/folders', { method: 'POST', token: owner.token, body: { name: 'X', parent: 'folder_missing' } }),
      call('/folders', { method: 'POST', token: owner.token, body: { name: 'x'.repeat(101) } }),
      call('/folders', { method: 'POST', token: owner.token, rawBody: '{"name":' }),
      call('/folders', { method: 'POST', body: { name: 'X' } }),
      call(`/folders/${a.id}`, { method: 'PATCH', token: owner.token, body: { name: 7 } }),
      call('/folders/folder_missing', { method: 'PATCH', token: owner.token, body: { name: 'X' } }),
      call(`/folders/${a.id}/move`, { method: 'POST', token: owner.token, body: {} }),
      call(`/folders/${a.id}/move`, { method: 'POST', token: owner.token, body: { parent: { $gt: '' } } }),
      call(`/folders/${a.id}/move`, {
        method: 'POST',
        token: owner.token,
        body: { parent: 'folder_missing' },
      }),
      call(`/folders/${a.id}/move`, {
        method: 'POST',
        token: owner.token,
        body: { parent: null, notLast: 'yes' },
      }),
      call('/folders/folder_missing', { method: 'DELETE', token: owner.token }),
      call(`/folders/${a.id}`, { method: 'DELETE' }),
      shareFolder(a.id, { access: 'open', generalAccess: 'viewer' }),
      shareFolder(a.id, { access: 'public', generalAccess: 'viewer', editors: [{ $gt: '' }] }),
      shareFolder(a.id, { access: 'public', generalAccess: 'viewer', editors: ['user_missing'] }),
      shareFolder(a.id, {
        access: 'public',
        generalAccess: 'viewer',
        invitee: { email: 'nobody@example.com', access: 'viewer' },
      }),
      shareFolder(a.id, { access: 'public', generalAccess: 'viewer', viewers: [owner.id] }),
      shareFolder('folder_missing', { access: 'public', generalAccess: 'viewer' }),
    ];
    for (const reply of await Promise.all(attempts)) {
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      ApiErrorBodySchema.parse(reply.body);
    }
    expect(await library()).toEqual(before);
    expect(api.sharingChanged).toEqual([]);
  });
});
