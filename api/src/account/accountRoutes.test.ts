import { AccountResponseSchema, ApiErrorBodySchema, AuthResponseSchema } from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/apiClient';
import { becomeDesigner } from '../testing/becomeDesigner';
import { loginAsGuest } from '../testing/loginAsGuest';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { tempDir } from '../testing/tempDir';

const SECRET = new TextEncoder().encode('account-routes-secret-account-route');

function errorCode(body: unknown): string {
  return ApiErrorBodySchema.parse(body).error.code;
}

describe('account setup routes', () => {
  let dir: ReturnType<typeof tempDir>;
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;

  beforeEach(async () => {
    dir = tempDir('api-account');
    api = await startTestApi(dir.path, SECRET);
    call = apiClient(api.baseUrl);
  });

  afterEach(async () => {
    await api.close();
    dir.remove();
  });

  it('shows a new account on the free plan with no organisation, and renames it', async () => {
    const guest = await loginAsGuest(call, 'kim@example.com');
    const view = AccountResponseSchema.parse((await call('/account', { token: guest.token })).body).data;
    expect(view).toMatchObject({
      user: guest.user,
      plan: { id: 'free' },
      subscription: null,
      organisation: null,
    });
    const renamed = await call('/account', {
      method: 'PATCH',
      token: guest.token,
      body: { name: '  Kim Park ' },
    });
    expect(AccountResponseSchema.parse(renamed.body).data.user.name).toBe('Kim Park');
    const noPassword = await call('/account', {
      method: 'PATCH',
      token: guest.token,
      body: { password: 'a first password', currentPassword: 'anything' },
    });
    expect(errorCode(noPassword.body)).toBe('account/password_not_set');
  });

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const designer = await becomeDesigner(api, call, 'lou@example.com', 'the old password');
    const other = AuthResponseSchema.parse(
      (
        await call('/auth/login', {
          method: 'POST',
          cookie: designer.deviceCookie,
          body: { email: 'lou@example.com', password: 'the old password' },
        })
      ).body,
    ).data.auth;
    const wrong = await call('/account', {
      method: 'PATCH',
      token: designer.token,
      body: { name: 'Lou', password: 'the new password', currentPassword: 'not the old one' },
    });
    expect(errorCode(wrong.body)).toBe('account/current_password_wrong');
    expect((await call('/auth/me', { token: other.token })).body).toMatchObject({ user: { name: 'lou' } });
    const changed = await call('/account', {
      method: 'PATCH',
      token: designer.token,
      body: { password: 'the new password', currentPassword: 'the old password' },
    });
    expect(changed.status).toBe(200);
    expect((await call('/auth/me', { token: other.token })).body).toEqual({ user: null });
    const login = await call('/auth/login', {
      method: 'POST',
      cookie: designer.deviceCookie,
      body: { email: 'lou@example.com', password: 'the new password' },
    });
    expect(login.status).toBe(200);
  });

  it('answers bad account input with 4xx and changes nothing', async () => {
    const guest = await loginAsGuest(call, 'max@example.com');
    for (const body of [
      {},
      { name: '' },
      { name: { $gt: '' } },
      { name: 'x'.repeat(101) },
      { password: 'new password only' },
      { password: 'short', currentPassword: 'x' },
    ]) {
      const reply = await call('/account', { method: 'PATCH', token: guest.token, body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(errorCode(reply.body)).toBe('request/invalid');
    }
    expect(errorCode((await call('/account', { method: 'PATCH', body: { name: 'X' } })).body)).toBe(
      'auth/required',
    );
    expect((await call('/auth/me', { token: guest.token })).body).toEqual({ user: guest.user });
  });
});
