import { ApiErrorBodySchema, AuthResponseSchema, SessionsResponseSchema } from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/apiClient';
import { becomeDesigner } from '../testing/becomeDesigner';
import { mailedCode } from '../testing/mailedCode';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { tempDir } from '../testing/tempDir';
import { ACCOUNT_FAILURES_ALLOWED, FAILURES_BEFORE_CODE } from './AuthLimits';

const SECRET = new TextEncoder().encode('designer-login-secret-designer-login');
const PASSWORD = 'correct horse battery';

function errorCode(body: unknown): string {
  return ApiErrorBodySchema.parse(body).error.code;
}

describe('designer login', () => {
  let dir: ReturnType<typeof tempDir>;
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;

  beforeEach(async () => {
    dir = tempDir('api-login');
    api = await startTestApi(dir.path, SECRET);
    call = apiClient(api.baseUrl);
  });

  afterEach(async () => {
    await api.close();
    dir.remove();
  });

  it('takes a guest to designer: the e-mail then asks for a password, a new browser for a mailed code', async () => {
    const designer = await becomeDesigner(api, call, 'dana@example.com', PASSWORD);
    expect(designer.user.guest).toBe(false);

    const guestAgain = await call('/auth/guest', { method: 'POST', body: { email: 'dana@example.com' } });
    expect(guestAgain.body).toEqual({ data: { askForPassword: true } });

    const mailsBefore = api.sentMail.length;
    const first = await call('/auth/login', {
      method: 'POST',
      body: { email: 'dana@example.com', password: PASSWORD },
    });
    expect(first.status).toBe(401);
    expect(errorCode(first.body)).toBe('auth/code_required');
    expect(api.sentMail).toHaveLength(mailsBefore + 1);

    const withCode = await call('/auth/login', {
      method: 'POST',
      body: { email: 'dana@example.com', password: PASSWORD, code: mailedCode(api, 'dana@example.com') },
    });
    expect(withCode.status).toBe(200);
    const { auth } = AuthResponseSchema.parse(withCode.body).data;
    expect(auth.user).toEqual(designer.user);
    expect(withCode.setCookies.some((cookie) => cookie.startsWith(`design_uid=${auth.token}`))).toBe(true);
    const device = withCode.setCookies.find((cookie) => cookie.startsWith('design_device='))?.split(';')[0];
    expect(device).toBeDefined();

    const trusted = await call('/auth/login', {
      method: 'POST',
      cookie: device,
      body: { email: 'dana@example.com', password: PASSWORD },
    });
    expect(trusted.status).toBe(200);
    expect(
      (await call('/auth/me', { token: AuthResponseSchema.parse(trusted.body).data.auth.token })).body,
    ).toEqual({
      user: designer.user,
    });
  });

  it('refuses a wrong password, an unknown e-mail and a guest account alike, and a used code twice', async () => {
    const designer = await becomeDesigner(api, call, 'eli@example.com', PASSWORD);
    await call('/auth/guest', { method: 'POST', body: { email: 'guest@example.com' } });
    for (const body of [
      { email: 'eli@example.com', password: 'wrong password' },
      { email: 'nobody@example.com', password: PASSWORD },
      { email: 'guest@example.com', password: PASSWORD },
    ]) {
      const reply = await call('/auth/login', { method: 'POST', cookie: designer.deviceCookie, body });
      expect(reply.status).toBe(401);
      expect(errorCode(reply.body)).toBe('auth/invalid_credentials');
    }
    await call('/auth/login', { method: 'POST', body: { email: 'eli@example.com', password: PASSWORD } });
    const code = mailedCode(api, 'eli@example.com');
    const body = { email: 'eli@example.com', password: PASSWORD, code };
    expect((await call('/auth/login', { method: 'POST', body })).status).toBe(200);
    const again = await call('/auth/login', { method: 'POST', body });
    expect(errorCode(again.body)).toBe('auth/code_invalid');
  });

  it(`asks even a trusted browser for a code after ${FAILURES_BEFORE_CODE} wrong passwords`, async () => {
    const designer = await becomeDesigner(api, call, 'fay@example.com', PASSWORD);
    for (let attempt = 0; attempt < FAILURES_BEFORE_CODE; attempt += 1) {
      await call('/auth/login', {
        method: 'POST',
        cookie: designer.deviceCookie,
        body: { email: 'fay@example.com', password: 'not it at all' },
      });
    }
    const reply = await call('/auth/login', {
      method: 'POST',
      cookie: designer.deviceCookie,
      body: { email: 'fay@example.com', password: PASSWORD },
    });
    expect(errorCode(reply.body)).toBe('auth/code_required');
  });

  it(`locks an account after ${ACCOUNT_FAILURES_ALLOWED} failures with 429, even for the right password`, async () => {
    const designer = await becomeDesigner(api, call, 'gus@example.com', PASSWORD);
    for (let attempt = 0; attempt < ACCOUNT_FAILURES_ALLOWED; attempt += 1) {
      const reply = await call('/auth/login', {
        method: 'POST',
        body: { email: 'gus@example.com', password: `wrong ${attempt}` },
      });
      expect(reply.status).toBe(401);
    }
    const locked = await call('/auth/login', {
      method: 'POST',
      cookie: designer.deviceCookie,
      body: { email: 'GUS@example.com', password: PASSWORD },
    });
    expect(locked.status).toBe(429);
    expect(errorCode(locked.body)).toBe('request/too_many');
  });

  it('lists the sessions of the caller and ends another one; logout ends its own', async () => {
    const designer = await becomeDesigner(api, call, 'hal@example.com', PASSWORD);
    const second = AuthResponseSchema.parse(
      (
        await call('/auth/login', {
          method: 'POST',
          cookie: designer.deviceCookie,
          body: { email: 'hal@example.com', password: PASSWORD },
        })
      ).body,
    ).data.auth;
    const listed = SessionsResponseSchema.parse(
      (await call('/auth/sessions', { token: designer.token })).body,
    ).data;
    expect(listed).toHaveLength(2);
    expect(listed.filter((session) => session.current)).toHaveLength(1);
    const other = listed.find((session) => !session.current)!;
    expect(
      (await call(`/auth/sessions/${other.id}`, { method: 'DELETE', token: designer.token })).status,
    ).toBe(204);
    expect((await call('/auth/me', { token: second.token })).body).toEqual({ user: null });
    const unknown = await call(`/auth/sessions/${other.id}`, { method: 'DELETE', token: designer.token });
    expect(errorCode(unknown.body)).toBe('session/not_found');
    expect((await call('/auth/logout', { method: 'POST', token: designer.token })).status).toBe(204);
    expect((await call('/auth/sessions', { token: designer.token })).status).toBe(401);
  });

  it('answers bad login input with 400 and no mail or session', async () => {
    await becomeDesigner(api, call, 'ivy@example.com', PASSWORD);
    const mails = api.sentMail.length;
    const cases: [unknown, string][] = [
      [{ email: 'ivy@example.com' }, 'request/invalid'],
      [{ email: { $gt: '' }, password: PASSWORD }, 'auth/email_invalid'],
      [{ email: 'ivy@example.com', password: { $gt: '' } }, 'request/invalid'],
      [{ email: 'ivy@example.com', password: PASSWORD, code: 123456 }, 'auth/code_invalid'],
      [{ email: 'ivy@example.com', password: PASSWORD, code: '12345' }, 'auth/code_invalid'],
      [{ email: 'ivy@example.com', password: 'x'.repeat(201) }, 'request/invalid'],
      [[], 'request/invalid'],
    ];
    for (const [body, code] of cases) {
      const reply = await call('/auth/login', { method: 'POST', body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(errorCode(reply.body)).toBe(code);
      expect(reply.setCookies).toEqual([]);
    }
    expect(api.sentMail).toHaveLength(mails);
  });
});
