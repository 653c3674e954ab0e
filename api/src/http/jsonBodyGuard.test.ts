import path from 'node:path';
import { createDesignDocuments, openSqliteDocumentStore, type DocumentLog } from '@kitchensync/collab-server';
import { API_ERRORS, SavesListResponseSchema, type ApiErrorCode } from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, type ApiReply } from '../testing/apiClient';
import { loginAsGuest } from '../testing/loginAsGuest';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { tempDir } from '../testing/tempDir';
import { MAX_JSON_BODY_DEPTH } from './jsonBodyGuard';

const SECRET = new TextEncoder().encode('json-body-guard-secret-json-body-guard');

const NESTING = '__nesting__';

/** `body` as JSON text with its `"__nesting__"` string replaced by `levels` nested arrays. */
function withNesting(body: unknown, levels: number): string {
  return JSON.stringify(body).replace(`"${NESTING}"`, `${'['.repeat(levels)}${']'.repeat(levels)}`);
}

const refusal = (code: ApiErrorCode) => ({
  status: 400,
  body: { error: { code, message: API_ERRORS[code] } },
});

const statusAndBody = ({ status, body }: ApiReply) => ({ status, body });

describe('every JSON body', () => {
  let dir: ReturnType<typeof tempDir>;
  let log: DocumentLog;
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;
  let token: string;

  const saveCount = async () =>
    SavesListResponseSchema.parse((await call('/saves', { token })).body).saves.length;

  const designSessionPost = (userInfoNesting: string) => ({
    token,
    autosave: true,
    designSession: {
      id: 'ds_visit1',
      __started_time: Date.now() - 60_000,
      userInfo: { nested: userInfoNesting },
      wallsAdded: 0,
      cabinetsAdded: 0,
    },
  });

  beforeEach(async () => {
    dir = tempDir('api-json-body-guard');
    log = openSqliteDocumentStore(path.join(dir.path, 'collab.sqlite'));
    api = await startTestApi(dir.path, SECRET, { designs: createDesignDocuments({ log }) });
    call = apiClient(api.baseUrl);
    ({ token } = await loginAsGuest(call, 'ada@example.com'));
  });

  afterEach(async () => {
    await api.close();
    await log.close();
    dir.remove();
  });

  it(`refuses nesting past ${MAX_JSON_BODY_DEPTH} levels with 400 request/too_deep before any schema runs`, async () => {
    // The body object, designSession and userInfo are three levels; userInfo.nested the rest.
    const atLimit = withNesting(designSessionPost(NESTING), MAX_JSON_BODY_DEPTH - 3);
    const overLimit = withNesting(designSessionPost(NESTING), MAX_JSON_BODY_DEPTH - 2);
    // 10,000 levels in 20 kB: deep enough to overflow a recursive walk such as JSON.stringify.
    const tenThousand = withNesting(designSessionPost(NESTING), 10_000);

    const send = (rawBody: string) => call('/designSession/post', { method: 'POST', rawBody });
    expect((await send(atLimit)).status).toBe(200);
    expect(statusAndBody(await send(overLimit))).toEqual(refusal('request/too_deep'));
    expect(statusAndBody(await send(tenThousand))).toEqual(refusal('request/too_deep'));
    expect(api.loggedEvents).toEqual([]);
  });

  it('refuses deep nesting in the import body, and in the imported file as saveFile/tooDeep', async () => {
    const deepBody = withNesting({ fileName: 'kitchen.msmv', content: '{}', extra: NESTING }, 10_000);
    const deepFile = withNesting(
      { version: 2, data: { document: { id: 'save_1' }, extra: NESTING } },
      10_000,
    );

    const bodyReply = await call('/saves/import', { method: 'POST', token, rawBody: deepBody });
    const fileReply = await call('/saves/import', {
      method: 'POST',
      token,
      body: { fileName: 'kitchen.msmv', content: deepFile },
    });

    expect(statusAndBody(bodyReply)).toEqual(refusal('request/too_deep'));
    expect(statusAndBody(fileReply)).toEqual(refusal('saveFile/tooDeep'));
    expect(await saveCount()).toBe(0);
  });

  it('refuses a lone surrogate in any string or key with 400 request/invalid_text and stores nothing', async () => {
    const asValue = await call('/saves', { method: 'POST', token, body: { filename: 'x\ud800y' } });
    const asKey = await call('/saves', {
      method: 'POST',
      token,
      body: { filename: 'Kitchen', ['k\udc00']: 1 },
    });
    const nested = await call('/designSession/post', {
      method: 'POST',
      body: designSessionPost('screen \udbff'),
    });

    expect(statusAndBody(asValue)).toEqual(refusal('request/invalid_text'));
    expect(statusAndBody(asKey)).toEqual(refusal('request/invalid_text'));
    expect(statusAndBody(nested)).toEqual(refusal('request/invalid_text'));
    expect(await saveCount()).toBe(0);
  });

  it('refuses a lone surrogate in an imported file as saveFile/invalid, and keeps emoji', async () => {
    const file = (name: string) =>
      JSON.stringify({
        version: 2,
        data: {
          document: { id: 'save_1' },
          walls: [{ id: 'wall_1', position: { x: 0, z: 0 }, dimensions: { x: 3 }, name }],
        },
      });
    const importing = (name: string) =>
      call('/saves/import', {
        method: 'POST',
        token,
        body: { fileName: 'kitchen.msmv', content: file(name) },
      });

    expect(statusAndBody(await importing('North \ud800'))).toEqual(refusal('saveFile/invalid'));
    expect(await saveCount()).toBe(0);
    expect((await importing('North 🙂')).status).toBe(201);
    const created = await call('/saves', { method: 'POST', token, body: { filename: 'Küche 🙂' } });
    expect(created.body).toMatchObject({ save: { filename: 'Küche 🙂' } });
  });
});
