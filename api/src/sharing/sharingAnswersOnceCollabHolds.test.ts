import { FolderResponseSchema, SaveResponseSchema } from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/apiClient';
import { formOrganisation } from '../testing/formOrganisation';
import { loginAsGuest } from '../testing/loginAsGuest';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { tempDir } from '../testing/tempDir';

/** How long the stand-in collab-server takes to make a revocation hold on every instance. */
const COLLAB_APPLY_MS = 100;

describe('a sharing change answers only once it holds on the collab side', () => {
  let dir: ReturnType<typeof tempDir>;
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;
  let owner: string;
  /** Saves whose revocation the stand-in collab-server has finished applying everywhere. */
  let applied: string[];

  beforeEach(async () => {
    dir = tempDir('api-sharing-holds');
    applied = [];
    api = await startTestApi(dir.path, new TextEncoder().encode('sharing-holds-secret-sharing-holds'), {
      async onSharingChanged(saveId) {
        await new Promise((resolve) => setTimeout(resolve, COLLAB_APPLY_MS));
        applied.push(saveId);
      },
    });
    call = apiClient(api.baseUrl);
    owner = (await loginAsGuest(call, 'owner@example.com')).token;
  });

  afterEach(async () => {
    await api.close();
    dir.remove();
  });

  async function createSave(folderId?: string): Promise<string> {
    const reply = await call('/saves', { method: 'POST', token: owner, body: { filename: 'Kitchen' } });
    const saveId = SaveResponseSchema.parse(reply.body).save.id;
    if (folderId !== undefined) {
      await call(`/saves/${saveId}`, { method: 'PATCH', token: owner, body: { folder_id: folderId } });
    }
    return saveId;
  }

  it('PATCH /saves/:saveId moving a save into a folder', async () => {
    const created = await call('/folders', { method: 'POST', token: owner, body: { name: 'Shared' } });
    const folderId = FolderResponseSchema.parse(created.body).folder.id;
    const saveId = await createSave();

    const reply = await call(`/saves/${saveId}`, {
      method: 'PATCH',
      token: owner,
      body: { folder_id: folderId },
    });

    expect(reply.status).toBe(200);
    expect(applied).toEqual([saveId]);
  });

  it('PUT /saves/:saveId/sharing (public editor lowered to viewer)', async () => {
    const saveId = await createSave();
    const body = { access: 'public', generalAccess: 'editor' };
    await call(`/saves/${saveId}/sharing`, { method: 'PUT', token: owner, body });
    applied.length = 0;

    const reply = await call(`/saves/${saveId}/sharing`, {
      method: 'PUT',
      token: owner,
      body: { access: 'public', generalAccess: 'viewer' },
    });

    expect(reply.status).toBe(200);
    expect(applied).toEqual([saveId]);
  });

  it('POST /saves/:saveId/share, the share dialog', async () => {
    const saveId = await createSave();

    const reply = await call(`/saves/${saveId}/share`, {
      method: 'POST',
      token: owner,
      body: { access: 'public', generalAccess: 'viewer' },
    });

    expect(reply.status).toBe(200);
    expect(applied).toEqual([saveId]);
  });

  it('POST /folders/:folderId/share, for every save inside', async () => {
    // Folders are shared within an organisation.
    const [coworker] = await formOrganisation(api, call, owner, ['coworker@example.com']);
    const created = await call('/folders', { method: 'POST', token: owner, body: { name: 'Shared' } });
    const folderId = FolderResponseSchema.parse(created.body).folder.id;
    const saveIds = [await createSave(folderId), await createSave(folderId)];
    applied.length = 0;

    const reply = await call(`/folders/${folderId}/share`, {
      method: 'POST',
      token: owner,
      body: { access: 'locked', generalAccess: 'viewer', editors: [coworker.id] },
    });

    expect(reply.status).toBe(200);
    expect([...applied].sort()).toEqual([...saveIds].sort());
  });
});
