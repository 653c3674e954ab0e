import path from 'node:path';
import { createDesignDocuments, openSqliteDocumentStore, type DocumentLog } from '@kitchensync/collab-server';
import {
  API_ERRORS,
  ApiErrorBodySchema,
  SaveFileContentsSchema,
  SaveResponseSchema,
  SavesListResponseSchema,
  type SaveFileContents,
} from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/apiClient';
import { formOrganisation } from '../testing/formOrganisation';
import { loginAsGuest } from '../testing/loginAsGuest';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { tempDir } from '../testing/tempDir';
import type { DesignDocuments } from './DesignDocuments';

const SECRET = new TextEncoder().encode('save-files-secret-save-files-secret');

const design = (saveId: string): SaveFileContents =>
  SaveFileContentsSchema.parse({
    document: { id: saveId, style: 'shaker', handle: 'bar-128' },
    walls: [
      { id: 'wall_a', position: { x: 0, z: 0 }, dimensions: { x: 3, y: 2.4, z: 0.1 }, name: 'North' },
      { id: 'wall_b', position: { x: 3, z: 0 }, dimensions: { x: 2, y: 2.4, z: 0.1 }, name: 'East' },
    ],
    totalPrice: 980,
  });

/** The design without its `document` record, which is the save's metadata rather than the design. */
function designPart(contents: SaveFileContents) {
  const { document, ...rest } = contents;
  return { ...rest, style: document.style, handle: document.handle };
}

describe('duplicate, export and import', () => {
  let dir: ReturnType<typeof tempDir>;
  let log: DocumentLog;
  let designs: DesignDocuments;
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;
  let owner: { token: string; id: string };
  let friend: { token: string; id: string };

  async function login(email: string) {
    const { token, user } = await loginAsGuest(call, email);
    return { token, id: user.id };
  }

  /** A save with a design, as the owner's client would have drawn it. */
  async function createDrawnSave(filename = 'Kitchen'): Promise<string> {
    const reply = await call('/saves', { method: 'POST', token: owner.token, body: { filename } });
    const saveId = SaveResponseSchema.parse(reply.body).save.id;
    await designs.create(saveId, design(saveId), owner.id);
    return saveId;
  }

  async function exportText(saveId: string, token = owner.token): Promise<string> {
    const response = await fetch(`${api.baseUrl}/saves/${saveId}/export`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    return response.text();
  }

  async function importFile(body: unknown) {
    return call('/saves/import', { method: 'POST', token: owner.token, body });
  }

  async function saveCount(token = owner.token): Promise<number> {
    return SavesListResponseSchema.parse((await call('/saves', { token })).body).saves.length;
  }

  beforeEach(async () => {
    dir = tempDir('api-save-files');
    log = openSqliteDocumentStore(path.join(dir.path, 'collab.sqlite'));
    designs = createDesignDocuments({ log });
    api = await startTestApi(dir.path, SECRET, { designs });
    call = apiClient(api.baseUrl);
    owner = await login('owner@example.com');
    // Saves are shared within an organisation: friend is the owner's coworker.
    [friend] = await formOrganisation(api, call, owner.token, ['friend@example.com']);
  });

  afterEach(async () => {
    await api.close();
    await log.close();
    dir.remove();
  });

  it('duplicate copies the design under a new id, as a private copy of whoever made it', async () => {
    const saveId = await createDrawnSave();
    await call(`/saves/${saveId}/share`, {
      method: 'POST',
      token: owner.token,
      body: { access: 'locked', generalAccess: 'viewer', viewers: [friend.id] },
    });

    const reply = await call(`/saves/${saveId}/duplicate`, { method: 'POST', token: friend.token, body: {} });

    expect(reply.status).toBe(201);
    const { save, role } = SaveResponseSchema.parse(reply.body);
    expect(save.id).not.toBe(saveId);
    expect(role).toBe('owner');
    expect(save).toMatchObject({
      filename: 'Kitchen (copy)',
      owner: friend.id,
      viewers: [],
      access: 'locked',
      folder_id: null,
    });
    expect(designPart(await designs.read(save.id))).toEqual(designPart(await designs.read(saveId)));
  });

  it('duplicate for client is the owner’s alone, and gives a copy anyone with the link can view', async () => {
    const saveId = await createDrawnSave();
    await call(`/saves/${saveId}/share`, {
      method: 'POST',
      token: owner.token,
      body: { access: 'locked', generalAccess: 'viewer', editors: [friend.id] },
    });

    const byEditor = await call(`/saves/${saveId}/duplicate`, {
      method: 'POST',
      token: friend.token,
      body: { forClient: true },
    });
    expect(byEditor.status).toBe(403);
    expect(await saveCount(friend.token)).toBe(1);

    const reply = await call(`/saves/${saveId}/duplicate`, {
      method: 'POST',
      token: owner.token,
      body: { forClient: true },
    });
    const { save } = SaveResponseSchema.parse(reply.body);
    expect(save).toMatchObject({
      filename: 'Kitchen (client copy)',
      owner: owner.id,
      access: 'public',
      generalAccess: 'viewer',
      editors: [],
    });
    expect(designPart(await designs.read(save.id))).toEqual(designPart(await designs.read(saveId)));
  });

  it('exports a .msmv file with the save as it is now, and importing it gives an equal design', async () => {
    const saveId = await createDrawnSave('My Kitchen');
    const response = await fetch(`${api.baseUrl}/saves/${saveId}/export`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });

    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?My_Kitchen_\d{4}-\d{2}-\d{2}\.msmv"?$/,
    );
    const text = await response.text();
    const file = JSON.parse(text) as { version: number; data: SaveFileContents };
    expect(file.version).toBe(2);
    expect(file.data.document).toMatchObject({
      id: saveId,
      filename: 'My Kitchen',
      owner: owner.id,
      searchFilename: 'my kitchen',
    });

    const imported = await importFile({ fileName: 'My_Kitchen.msmv', content: text });
    expect(imported.status).toBe(201);
    const { save } = SaveResponseSchema.parse(imported.body);
    expect(save).toMatchObject({ filename: 'My Kitchen', owner: owner.id, access: 'locked' });
    expect(save.id).not.toBe(saveId);
    expect(designPart(await designs.read(save.id))).toEqual(designPart(await designs.read(saveId)));
    const again = JSON.parse(await exportText(save.id)) as { data: SaveFileContents };
    expect(designPart(again.data)).toEqual(designPart(file.data));
  });

  it("refuses each bad file with the spec's message word for word, creating no save", async () => {
    const valid = JSON.stringify({ version: 2, data: design('save_elsewhere') });
    const cases: [unknown, string, string][] = [
      [{}, 'saveFile/noFile', 'No File attached'],
      [{ fileName: 'kitchen.msmv' }, 'saveFile/noFile', 'No File attached'],
      [{ fileName: 'kitchen.json', content: valid }, 'saveFile/extension', 'Incorrect file extension'],
      [{ fileName: 'kitchen.msmv', content: '{"version":2}' }, 'saveFile/invalid', 'Invalid Savefile'],
      [{ fileName: 'kitchen.msmv', content: 'not json' }, 'saveFile/invalid', 'Invalid Savefile'],
      [
        { fileName: 'kitchen.msmv', content: '{"version":7,"data":{}}' },
        'saveFile/unknownVersion',
        'Unknown Previous Version',
      ],
    ];
    for (const [body, code, message] of cases) {
      const reply = await importFile(body);
      expect(reply.status).toBe(400);
      expect(ApiErrorBodySchema.parse(reply.body).error).toEqual({ code, message });
    }
    const wrongTypes = await importFile({ fileName: 7, content: { $gt: '' } });
    expect(ApiErrorBodySchema.parse(wrongTypes.body).error.code).toBe('request/invalid');
    const intoShared = await importFile({ fileName: 'kitchen.msmv', content: valid, folder_id: 'shared' });
    expect(ApiErrorBodySchema.parse(intoShared.body).error.code).toBe('folder/special');
    expect(await saveCount()).toBe(0);
  });

  it('refuses a file over the size limit as too large, before reading it', async () => {
    const reply = await importFile({ fileName: 'kitchen.msmv', content: 'x'.repeat(21 * 1024 * 1024) });
    expect(reply.status).toBe(413);
    expect(ApiErrorBodySchema.parse(reply.body).error.code).toBe('saveFile/tooLarge');
    expect(await saveCount()).toBe(0);
  });

  it('imports into a folder the importer may edit, under the name they gave', async () => {
    const folder = await call('/folders', { method: 'POST', token: owner.token, body: { name: 'Imports' } });
    const folderId = (folder.body as { folder: { id: string } }).folder.id;
    const content = JSON.stringify({
      version: 2,
      data: {
        ...design('save_elsewhere'),
        document: { id: 'save_elsewhere', owner: 'user_mallory', editors: ['user_mallory'] },
      },
    });

    const reply = await importFile({
      fileName: 'kitchen.msmv',
      content,
      filename: 'Renamed',
      folder_id: folderId,
    });

    const { save } = SaveResponseSchema.parse(reply.body);
    expect(save).toMatchObject({ filename: 'Renamed', folder_id: folderId, owner: owner.id, editors: [] });
  });

  it('answers 503 design/unavailable for duplicate, export and import without a designs port', async () => {
    const bare = await startTestApi(path.join(dir.path, 'bare'), SECRET);
    try {
      const bareCall = apiClient(bare.baseUrl);
      const { token } = await loginAsGuest(bareCall, 'owner@example.com');
      const created = await bareCall('/saves', { method: 'POST', token, body: { filename: 'K' } });
      const saveId = SaveResponseSchema.parse(created.body).save.id;
      const replies = [
        await bareCall(`/saves/${saveId}/duplicate`, { method: 'POST', token, body: {} }),
        await bareCall(`/saves/${saveId}/export`, { token }),
        await bareCall('/saves/import', {
          method: 'POST',
          token,
          body: { fileName: 'k.msmv', content: '{}' },
        }),
      ];
      for (const reply of replies) {
        expect(reply.status).toBe(503);
        expect(ApiErrorBodySchema.parse(reply.body).error).toEqual({
          code: 'design/unavailable',
          message: API_ERRORS['design/unavailable'],
        });
      }
    } finally {
      await bare.close();
    }
  });

  it('deleting a save forgets its design', async () => {
    const saveId = await createDrawnSave();
    await call(`/saves/${saveId}`, { method: 'DELETE', token: owner.token });
    expect(await log.lastSeq(saveId)).toBe(0);
  });
});
