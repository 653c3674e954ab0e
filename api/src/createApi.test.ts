import { ApiErrorBodySchema, MeResponseSchema, SaveResponseSchema } from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from './testing/apiClient';
import { loginAsGuest } from './testing/loginAsGuest';
import { startTestApi, type TestApi } from './testing/startTestApi';
import { tempDir } from './testing/tempDir';

const SECRET = new TextEncoder().encode('api-test-secret-api-test-secret-api');

describe('createApi', () => {
  let dir: ReturnType<typeof tempDir>;
  let api: TestApi | undefined;

  beforeEach(() => {
    dir = tempDir('api');
  });

  afterEach(async () => {
    await api?.close();
    api = undefined;
    dir.remove();
  });

  it('keeps users, sessions and saves when the api is closed and re-created on the same dataDir', async () => {
    api = await startTestApi(dir.path, SECRET);
    let call = apiClient(api.baseUrl);
    const { token, user } = await loginAsGuest(call, 'durable@example.com');
    const created = SaveResponseSchema.parse(
      (await call('/saves', { method: 'POST', token, body: { filename: 'Pantry' } })).body,
    );
    await call(`/saves/${created.save.id}/sharing`, {
      method: 'PUT',
      token,
      body: { access: 'public', generalAccess: 'editor' },
    });
    await api.close();

    api = await startTestApi(dir.path, SECRET);
    call = apiClient(api.baseUrl);

    expect(MeResponseSchema.parse((await call('/auth/me', { token })).body).user).toEqual(user);
    const reread = SaveResponseSchema.parse((await call(`/saves/${created.save.id}`, { token })).body);
    expect(reread).toMatchObject({
      role: 'owner',
      save: { filename: 'Pantry', access: 'public', generalAccess: 'editor' },
    });
    expect((await loginAsGuest(call, 'durable@example.com', { token })).user.id).toBe(user.id);
  });

  it('answers unknown api routes with 404 JSON request/not_found', async () => {
    api = await startTestApi(dir.path, SECRET);

    const reply = await apiClient(api.baseUrl)('/no/such/route', { method: 'POST' });

    expect(reply.status).toBe(404);
    expect(ApiErrorBodySchema.parse(reply.body).error.code).toBe('request/not_found');
  });

  it('answers a body over the size limit with a JSON 413 request/too_large error', async () => {
    api = await startTestApi(dir.path, SECRET);

    const reply = await apiClient(api.baseUrl)('/auth/guest', {
      method: 'POST',
      body: { email: 'big@example.com', referrer: 'x'.repeat(200_000) },
    });

    expect(reply.status).toBe(413);
    expect(ApiErrorBodySchema.parse(reply.body).error.code).toBe('request/too_large');
  });

  it('answers an unexpected failure with 500 internal/unknown and logs it', async () => {
    api = await startTestApi(dir.path, SECRET);
    // A closed database makes every storage call throw, as a failing disk would.
    await api.closeStorage();

    const reply = await apiClient(api.baseUrl)('/auth/guest', {
      method: 'POST',
      body: { email: 'x@example.com' },
    });

    expect(reply.status).toBe(500);
    expect(reply.body).toEqual({ error: { code: 'internal/unknown', message: 'Error happened' } });
    expect(api.loggedEvents).toEqual([
      expect.objectContaining({
        event: 'unexpected-error',
        details: expect.objectContaining({ method: 'POST', path: '/auth/guest' }),
      }),
    ]);
  });
});
