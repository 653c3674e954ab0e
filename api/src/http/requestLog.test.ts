import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/apiClient';
import { loginAsGuest } from '../testing/loginAsGuest';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { tempDir } from '../testing/tempDir';
import { matchApiCall } from './requestLog';

const SECRET = new TextEncoder().encode('request-log-secret-request-log-secret');

describe('matchApiCall', () => {
  it('names a request by its registered call, literal segments before parameters', () => {
    expect(matchApiCall('POST', '/saves/import')).toBe('importSave');
    expect(matchApiCall('POST', '/saves')).toBe('createSave');
    expect(matchApiCall('GET', '/saves')).toBe('listSaves');
    expect(matchApiCall('GET', '/saves/save_1/history/12')).toBe('readHistoryVersion');
    expect(matchApiCall('POST', '/auth/guest/')).toBe('guestLogin');
  });

  it('names nothing for an unregistered path or method', () => {
    expect(matchApiCall('GET', '/auth/guest')).toBeNull();
    expect(matchApiCall('GET', '/nothing/here')).toBeNull();
    expect(matchApiCall('GET', '/saves/a/b/c/d/e')).toBeNull();
  });
});

describe('request log', () => {
  let dir: ReturnType<typeof tempDir>;
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;

  beforeEach(async () => {
    dir = tempDir('api-request-log');
    api = await startTestApi(dir.path, SECRET);
    call = apiClient(api.baseUrl);
  });

  afterEach(async () => {
    await api.close();
    dir.remove();
  });

  it('reports each answered request with its call, status, duration and user', async () => {
    const { token, user } = await loginAsGuest(call, 'ada@example.com');
    await call('/saves', { token });
    await call('/no/such/route');

    expect(api.requests.map(({ durationMs: _, ...entry }) => entry)).toEqual([
      { method: 'POST', call: 'guestLogin', status: 200, userId: null },
      { method: 'GET', call: 'listSaves', status: 200, userId: user.id },
      { method: 'GET', call: null, status: 404, userId: null },
    ]);
    for (const entry of api.requests) expect(entry.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('never logs a path, so tokens in paths stay out of the logs', async () => {
    await call('/invitations/secret-invitation-token-123');

    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({ call: 'invitation', method: 'GET' });
    expect(JSON.stringify(api.requests)).not.toContain('secret-invitation-token-123');
  });
});
