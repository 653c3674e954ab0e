import { RESET_CODE_TTL_MS, ApiErrorBodySchema, AuthResponseSchema } from '@kitchensync/schemas';
import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/apiClient';
import { loginAsGuest } from '../testing/loginAsGuest';
import { mailedCode } from '../testing/mailedCode';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { tempDir } from '../testing/tempDir';
import { MAX_CODE_ATTEMPTS } from './AuthService';

const SECRET = new TextEncoder().encode('password-reset-secret-password-reset');
const NEW_PASSWORD = 'a brand new passphrase';
const REDIS_URL = 'redis://127.0.0.1:6379';

function errorCode(body: unknown): string {
  return ApiErrorBodySchema.parse(body).error.code;
}

/** A code that is not `code`, for wrong tries. */
function otherThan(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('password reset', () => {
  let dir: ReturnType<typeof tempDir>;
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;
  let clock: number;

  const start = async (options: { redisUrl?: string; redisKeyPrefix?: string } = {}) => {
    api = await startTestApi(dir.path, SECRET, { now: () => clock, ...options });
    call = apiClient(api.baseUrl);
  };

  beforeEach(() => {
    dir = tempDir('api-reset');
    clock = 1_800_000_000_000;
  });

  afterEach(async () => {
    await api.close();
    dir.remove();
  });

  it('answers an unknown e-mail exactly like a known one, and mails only the known one', async () => {
    await start();
    await loginAsGuest(call, 'known@example.com');
    const known = await call('/auth/forgot', { method: 'POST', body: { email: 'known@example.com' } });
    const unknown = await call('/auth/forgot', { method: 'POST', body: { email: 'unknown@example.com' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(api.sentMail.map((mail) => mail.to)).toEqual(['known@example.com']);
    const wrongForUnknown = await call('/auth/forgot/verify', {
      method: 'POST',
      body: { email: 'unknown@example.com', code: '123456', password: NEW_PASSWORD },
    });
    expect(errorCode(wrongForUnknown.body)).toBe('auth/code_invalid');
  });

  it('logs in with the new password on a right code and ends every earlier session of the account', async () => {
    await start();
    const earlier = await loginAsGuest(call, 'rosa@example.com');
    await call('/auth/forgot', { method: 'POST', body: { email: 'rosa@example.com' } });
    const reply = await call('/auth/forgot/verify', {
      method: 'POST',
      body: { email: 'rosa@example.com', code: mailedCode(api, 'rosa@example.com'), password: NEW_PASSWORD },
    });
    expect(reply.status).toBe(200);
    const { auth } = AuthResponseSchema.parse(reply.body).data;
    expect(auth.user).toMatchObject({ email: 'rosa@example.com', guest: false });
    expect((await call('/auth/me', { token: auth.token })).body).toEqual({ user: auth.user });
    expect((await call('/auth/me', { token: earlier.token })).body).toEqual({ user: null });
  });

  it('refuses a code after its 10 minutes, and a new code works', async () => {
    await start();
    await loginAsGuest(call, 'tom@example.com');
    await call('/auth/forgot', { method: 'POST', body: { email: 'tom@example.com' } });
    const code = mailedCode(api, 'tom@example.com');
    clock += RESET_CODE_TTL_MS;
    const late = await call('/auth/forgot/verify', {
      method: 'POST',
      body: { email: 'tom@example.com', code, password: NEW_PASSWORD },
    });
    expect(late.status).toBe(400);
    expect(errorCode(late.body)).toBe('auth/code_invalid');
    await call('/auth/forgot', { method: 'POST', body: { email: 'tom@example.com' } });
    clock += RESET_CODE_TTL_MS - 1;
    const inTime = await call('/auth/forgot/verify', {
      method: 'POST',
      body: { email: 'tom@example.com', code: mailedCode(api, 'tom@example.com'), password: NEW_PASSWORD },
    });
    expect(inTime.status).toBe(200);
  });

  it(`burns a code after ${MAX_CODE_ATTEMPTS} wrong tries, so the right one no longer works`, async () => {
    await start();
    const guest = await loginAsGuest(call, 'uma@example.com');
    await call('/auth/forgot', { method: 'POST', body: { email: 'uma@example.com' } });
    const code = mailedCode(api, 'uma@example.com');
    for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt += 1) {
      const wrong = await call('/auth/forgot/verify', {
        method: 'POST',
        body: { email: 'uma@example.com', code: otherThan(code), password: NEW_PASSWORD },
      });
      expect(errorCode(wrong.body)).toBe('auth/code_invalid');
    }
    const right = await call('/auth/forgot/verify', {
      method: 'POST',
      body: { email: 'uma@example.com', code, password: NEW_PASSWORD },
    });
    expect(errorCode(right.body)).toBe('auth/code_invalid');
    expect((await call('/auth/me', { token: guest.token })).body).toMatchObject({ user: { guest: true } });
  });

  it('limits reset mails to one address (429) and counts them in Redis when the api has one', async () => {
    const prefix = `test-${randomBytes(6).toString('hex')}`;
    await start({ redisUrl: REDIS_URL, redisKeyPrefix: prefix });
    await loginAsGuest(call, 'vic@example.com');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push(
        (await call('/auth/forgot', { method: 'POST', body: { email: 'vic@example.com' } })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(api.sentMail).toHaveLength(5);
    const redis = await createClient({ url: REDIS_URL }).connect();
    try {
      const keys = await redis.keys(`${prefix}:*`);
      expect(keys).toContain(`${prefix}:auth:mail:vic@example.com`);
      await redis.del(keys);
    } finally {
      await redis.close();
    }
  });

  it('answers bad reset input with 400 and changes nothing', async () => {
    await start();
    const guest = await loginAsGuest(call, 'wes@example.com');
    await call('/auth/forgot', { method: 'POST', body: { email: 'wes@example.com' } });
    const code = mailedCode(api, 'wes@example.com');
    const cases: [string, unknown, string][] = [
      ['/auth/forgot', { email: 'not-an-email' }, 'auth/reset_email_invalid'],
      ['/auth/forgot', { email: { $gt: '' } }, 'auth/reset_email_invalid'],
      ['/auth/forgot', {}, 'auth/reset_email_invalid'],
      ['/auth/forgot/verify', { email: 'wes@example.com', code, password: 'short' }, 'request/invalid'],
      [
        '/auth/forgot/verify',
        { email: 'wes@example.com', code: { $gt: '' }, password: NEW_PASSWORD },
        'auth/code_invalid',
      ],
      ['/auth/forgot/verify', { email: 'wes@example.com', password: NEW_PASSWORD }, 'auth/code_invalid'],
      ['/auth/forgot/verify', { email: 'wes@example.com', code, password: 12345678 }, 'request/invalid'],
    ];
    for (const [path, body, expected] of cases) {
      const reply = await call(path, { method: 'POST', body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(errorCode(reply.body)).toBe(expected);
    }
    expect(api.sentMail).toHaveLength(1);
    expect((await call('/auth/me', { token: guest.token })).body).toMatchObject({ user: { guest: true } });
    const stillValid = await call('/auth/forgot/verify', {
      method: 'POST',
      body: { email: 'wes@example.com', code, password: NEW_PASSWORD },
    });
    expect(stillValid.status).toBe(200);
  });
});
