import path from 'node:path';
import { createDesignDocuments, openSqliteDocumentStore, type DocumentLog } from '@kitchensync/collab-server';
import {
  API_ERRORS,
  ApiErrorBodySchema,
  FREE_PLAN_SAVES_LIMIT,
  SaveFileContentsSchema,
  SaveResponseSchema,
  SavesListResponseSchema,
} from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/apiClient';
import { loginAsGuest } from '../testing/loginAsGuest';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { subscribeToPlan } from '../testing/subscribeToPlan';
import { tempDir } from '../testing/tempDir';
import type { DesignDocuments } from './DesignDocuments';

const SECRET = new TextEncoder().encode('save-quota-secret-save-quota-secret!');

describe('the saves a plan keeps (free plan: 5)', () => {
  let dir: ReturnType<typeof tempDir>;
  let log: DocumentLog;
  let designs: DesignDocuments;
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;
  let owner: { token: string; id: string };

  /** A save with a design, as the owner's client would have drawn it. */
  async function createDrawnSave(): Promise<{ status: number; saveId: string | null }> {
    const reply = await call('/saves', { method: 'POST', token: owner.token, body: { filename: 'Kitchen' } });
    if (reply.status !== 201) return { status: reply.status, saveId: null };
    const saveId = SaveResponseSchema.parse(reply.body).save.id;
    await designs.create(
      saveId,
      SaveFileContentsSchema.parse({ document: { id: saveId, style: 'shaker', handle: 'bar-128' } }),
      owner.id,
    );
    return { status: reply.status, saveId };
  }

  async function fillFreePlan(): Promise<string[]> {
    const ids: string[] = [];
    for (let index = 0; index < FREE_PLAN_SAVES_LIMIT; index += 1) {
      const { saveId } = await createDrawnSave();
      if (saveId) ids.push(saveId);
    }
    expect(ids).toHaveLength(FREE_PLAN_SAVES_LIMIT);
    return ids;
  }

  async function exportText(saveId: string): Promise<string> {
    const response = await fetch(`${api.baseUrl}/saves/${saveId}/export`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    return response.text();
  }

  async function saveCount(): Promise<number> {
    return SavesListResponseSchema.parse((await call('/saves', { token: owner.token })).body).saves.length;
  }

  beforeEach(async () => {
    dir = tempDir('api-save-quota');
    log = openSqliteDocumentStore(path.join(dir.path, 'collab.sqlite'));
    designs = createDesignDocuments({ log });
    api = await startTestApi(dir.path, SECRET, { designs });
    call = apiClient(api.baseUrl);
    const { token, user } = await loginAsGuest(call, 'owner@example.com');
    owner = { token, id: user.id };
  });

  afterEach(async () => {
    await api.close();
    await log.close();
    dir.remove();
  });

  it('refuses a sixth save on the free plan with save/limit_reached, whether created, duplicated or imported', async () => {
    const [first] = await fillFreePlan();
    const text = await exportText(first!);

    const replies = [
      await call('/saves', { method: 'POST', token: owner.token, body: { filename: 'Sixth' } }),
      await call(`/saves/${first}/duplicate`, { method: 'POST', token: owner.token, body: {} }),
      await call(`/saves/${first}/duplicate`, {
        method: 'POST',
        token: owner.token,
        body: { forClient: true },
      }),
      await call('/saves/import', {
        method: 'POST',
        token: owner.token,
        body: { fileName: 'Kitchen.msmv', content: text },
      }),
    ];

    for (const reply of replies) {
      expect(reply.status).toBe(403);
      expect(ApiErrorBodySchema.parse(reply.body).error).toEqual({
        code: 'save/limit_reached',
        message: API_ERRORS['save/limit_reached'],
      });
    }
    expect(await saveCount()).toBe(FREE_PLAN_SAVES_LIMIT);
  });

  it('makes room again when a save is deleted', async () => {
    const [first] = await fillFreePlan();
    expect((await createDrawnSave()).status).toBe(403);

    expect((await call(`/saves/${first}`, { method: 'DELETE', token: owner.token })).status).toBe(204);

    expect((await createDrawnSave()).status).toBe(201);
    expect(await saveCount()).toBe(FREE_PLAN_SAVES_LIMIT);
  });

  it('lifts the cap once the owner subscribes to a plan with unlimited saves', async () => {
    const [first] = await fillFreePlan();

    await subscribeToPlan(call, owner.token, 'pro');

    expect((await createDrawnSave()).status).toBe(201);
    expect(
      (await call(`/saves/${first}/duplicate`, { method: 'POST', token: owner.token, body: {} })).status,
    ).toBe(201);
    expect(await saveCount()).toBe(FREE_PLAN_SAVES_LIMIT + 2);
  });
});
