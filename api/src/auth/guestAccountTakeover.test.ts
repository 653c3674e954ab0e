import {
  ApiErrorBodySchema,
  GuestLoginResponseSchema,
  SaveResponseSchema,
  type AuthUser,
} from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, type ApiReply } from '../testing/apiClient';
import { mailedCode } from '../testing/mailedCode';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { tempDir } from '../testing/tempDir';
import { MAX_CODE_ATTEMPTS } from './AuthService';

const SECRET = new TextEncoder().encode('guest-takeover-secret-guest-takeover');
const VICTIM = 'victim@example.com';

function errorOf(reply: ApiReply) {
  return ApiErrorBodySchema.parse(reply.body).error;
}

function authOf(reply: ApiReply): { token: string; user: AuthUser } {
  const { data } = GuestLoginResponseSchema.parse(reply.body);
  if (!('auth' in data)) throw new Error(`expected a session, got ${JSON.stringify(data)}`);
  return data.auth;
}

function cookieOf(reply: ApiReply, name: string): string | undefined {
  return reply.setCookies.find((cookie) => cookie.startsWith(`${name}=`))?.split(';')[0];
}

describe('guest login of an e-mail that already has an account', () => {
  let dir: ReturnType<typeof tempDir>;
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;
  let victim: { token: string; user: AuthUser; deviceCookie: string };
  let privateSaveId: string;

  const guest = (body: object, browser: { token?: string; cookie?: string } = {}) =>
    call('/auth/guest', { method: 'POST', body, ...browser });

  beforeEach(async () => {
    dir = tempDir('api-guest-takeover');
    api = await startTestApi(dir.path, SECRET);
    call = apiClient(api.baseUrl);
    const first = await guest({ email: VICTIM });
    const deviceCookie = cookieOf(first, 'design_device');
    if (!deviceCookie) throw new Error('a new guest account should trust the browser that made it');
    victim = { ...authOf(first), deviceCookie };
    const created = await call('/saves', {
      method: 'POST',
      token: victim.token,
      body: { filename: 'Secret' },
    });
    privateSaveId = SaveResponseSchema.parse(created.body).save.id;
  });

  afterEach(async () => {
    await api.close();
    dir.remove();
  });

  it('keeps the spec flow for a new e-mail: logged in at once, and the browser becomes the account’s', async () => {
    const reply = await guest({ email: 'newcomer@example.com' });
    expect(reply.status).toBe(200);
    expect(authOf(reply).user).toMatchObject({ email: 'newcomer@example.com', guest: true });
    expect(cookieOf(reply, 'design_uid')).toBeDefined();
    expect(cookieOf(reply, 'design_device')).toBeDefined();
  });

  it('gives a stranger’s browser no session, only a code mailed to the address, so the private save stays hidden', async () => {
    const mailsBefore = api.sentMail.length;
    const attempt = await guest({ email: VICTIM, userId: victim.user.id });

    expect(attempt.status).toBe(401);
    expect(errorOf(attempt)).toEqual({
      code: 'auth/code_required',
      message: 'We sent a verification code to your e-mail. Please enter it to continue.',
    });
    expect(cookieOf(attempt, 'design_uid')).toBeUndefined();
    expect(JSON.stringify(attempt.body)).not.toContain(victim.user.id);
    expect(api.sentMail).toHaveLength(mailsBefore + 1);
    expect(api.sentMail.at(-1)?.to).toBe(VICTIM);

    const wrong = await guest({
      email: VICTIM,
      code: mailedCode(api, VICTIM) === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong).code).toBe('auth/code_invalid');
    expect(cookieOf(wrong, 'design_uid')).toBeUndefined();
    expect((await call(`/saves/${privateSaveId}`)).status).toBe(404);
  });

  it('starts the session with the mailed code, trusts that browser from then on, and spends the code', async () => {
    await guest({ email: VICTIM });
    const code = mailedCode(api, VICTIM);

    const withCode = await guest({ email: VICTIM, code });
    expect(withCode.status).toBe(200);
    const auth = authOf(withCode);
    expect(auth.user).toEqual(victim.user);
    expect(cookieOf(withCode, 'design_uid')).toBe(`design_uid=${auth.token}`);
    const device = cookieOf(withCode, 'design_device');
    expect(device).toBeDefined();
    expect((await call(`/saves/${privateSaveId}`, { token: auth.token })).status).toBe(200);

    const replayed = await guest({ email: VICTIM, code });
    expect(errorOf(replayed).code).toBe('auth/code_invalid');
    expect((await guest({ email: VICTIM }, { cookie: device })).status).toBe(200);
  });

  it('opens at once in the account’s own browsers: its session cookie or token, or its device cookie after logout', async () => {
    const mailsBefore = api.sentMail.length;
    for (const browser of [
      { cookie: `design_uid=${victim.token}` },
      { token: victim.token },
      { cookie: victim.deviceCookie },
    ]) {
      const reply = await guest({ email: VICTIM }, browser);
      expect(reply.status).toBe(200);
      expect(authOf(reply).user.id).toBe(victim.user.id);
    }
    await call('/auth/logout', { method: 'POST', token: victim.token });
    expect((await guest({ email: VICTIM }, { cookie: victim.deviceCookie })).status).toBe(200);
    expect(api.sentMail).toHaveLength(mailsBefore);
  });

  it('does not take another account’s session or device cookie, nor the user id alone, as the account’s browser', async () => {
    const other = await guest({ email: 'other@example.com' });
    const otherDevice = cookieOf(other, 'design_device');
    for (const browser of [{ token: authOf(other).token }, { cookie: otherDevice }]) {
      const reply = await guest({ email: VICTIM, userId: victim.user.id }, browser);
      expect(reply.status).toBe(401);
      expect(errorOf(reply).code).toBe('auth/code_required');
    }
  });

  it(`burns the code after ${MAX_CODE_ATTEMPTS} wrong tries`, async () => {
    await guest({ email: VICTIM });
    const code = mailedCode(api, VICTIM);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt += 1) {
      expect(errorOf(await guest({ email: VICTIM, code: wrongCode })).code).toBe('auth/code_invalid');
    }
    const late = await guest({ email: VICTIM, code });
    expect(late.status).not.toBe(200);
    expect(cookieOf(late, 'design_uid')).toBeUndefined();
  });
});
