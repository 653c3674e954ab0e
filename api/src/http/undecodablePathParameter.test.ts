import { API_ERRORS } from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginAsGuest } from '../testing/loginAsGuest';
import { apiClient } from '../testing/apiClient';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { tempDir } from '../testing/tempDir';

const SECRET = new TextEncoder().encode('undecodable-path-secret-undecodable');

const INVALID_PATH = {
  status: 400,
  body: { error: { code: 'request/invalid_path', message: API_ERRORS['request/invalid_path'] } },
};

/**
 * Paths whose parameter no `%` decoding can read, on routes of the api's own router, of a mounted
 * sub-router and of a parameter in a mount path: a cut-off UTF-8 sequence, a bare `%`, escapes that
 * are no hex, and the UTF-8 bytes of a lone surrogate.
 */
const UNDECODABLE: { method: string; path: string }[] = [
  { method: 'GET', path: '/saves/%E0%A4%A' },
  { method: 'GET', path: '/saves/100%' },
  { method: 'DELETE', path: '/folders/%ZZ' },
  { method: 'GET', path: '/saves/%ED%A0%80/comments' },
  { method: 'GET', path: '/saves/%C3/history' },
  { method: 'GET', path: '/invitations/%' },
  { method: 'PUT', path: '/admin/client-domains/%E0%A4%A' },
];

describe('an undecodable % escape in a path parameter', () => {
  let dir: ReturnType<typeof tempDir>;
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;

  beforeEach(async () => {
    dir = tempDir('api-undecodable-path');
    api = await startTestApi(dir.path, SECRET);
    call = apiClient(api.baseUrl);
  });

  afterEach(async () => {
    await api.close();
    dir.remove();
  });

  it('answers 400 request/invalid_path, logged in or not, and logs nothing at error level', async () => {
    const { token } = await loginAsGuest(call, 'ada@example.com');
    for (const { method, path } of UNDECODABLE) {
      for (const caller of [undefined, token]) {
        const reply = await call(path, { method, token: caller });
        expect({ method, path, logged: caller !== undefined, ...reply, setCookies: undefined }).toEqual({
          method,
          path,
          logged: caller !== undefined,
          ...INVALID_PATH,
          setCookies: undefined,
        });
      }
    }
    expect(api.loggedEvents.filter((entry) => entry.level === 'error')).toEqual([]);
  });
});
