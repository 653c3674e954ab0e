import {
  AccountStandingResponseSchema,
  CheckAdminResponseSchema,
  GuestLoginResponseSchema,
} from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/apiClient';
import { loginAsGuest } from '../testing/loginAsGuest';
import { mailedCode } from '../testing/mailedCode';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { tempDir } from '../testing/tempDir';

const SECRET = new TextEncoder().encode('configured-admins-secret-0123456789');

describe('the operator’s ADMIN_EMAILS', () => {
  let dir: ReturnType<typeof tempDir>;
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;

  const isAdmin = async (token: string, credentialId: string) =>
    CheckAdminResponseSchema.parse(
      (await call('/checkAdmin', { method: 'POST', token, body: { credentialId } })).body,
    ).isAdmin;

  /** A listed address logs in only with the code mailed to it, even the first time. */
  const loginAsListedAdmin = async (email: string) => {
    const asked = await call('/auth/guest', { method: 'POST', body: { email } });
    expect(asked.status).toBe(401);
    expect((asked.body as { error: { code: string } }).error.code).toBe('auth/code_required');
    const code = mailedCode(api, email.toLowerCase());
    const reply = await call('/auth/guest', { method: 'POST', body: { email, code } });
    const { data } = GuestLoginResponseSchema.parse(reply.body);
    if (!('auth' in data)) throw new Error(`no session for ${email}`);
    return data.auth;
  };

  beforeEach(async () => {
    dir = tempDir('api-configured-admins');
    api = await startTestApi(dir.path, SECRET, { adminEmails: ['Ops@Example.com'] });
    call = apiClient(api.baseUrl);
  });

  afterEach(async () => {
    await api.close();
    dir.remove();
  });

  it('makes a listed account an admin however its address is cased, and no one else', async () => {
    const ops = await loginAsListedAdmin('OPS@example.com');
    const other = await loginAsGuest(call, 'other@example.com');

    expect(await isAdmin(ops.token, ops.user.id)).toBe(true);
    expect(await isAdmin(other.token, other.user.id)).toBe(false);
  });

  it('lets the first admin of a new installation make others admins', async () => {
    const ops = await loginAsListedAdmin('ops@example.com');
    const designer = await loginAsGuest(call, 'designer@example.com');

    const reply = await call(`/admin/accounts/${designer.user.id}/standing`, {
      method: 'PUT',
      token: ops.token,
      body: { isAdmin: true },
    });

    expect(AccountStandingResponseSchema.parse(reply.body).data.isAdmin).toBe(true);
    expect(await isAdmin(designer.token, designer.user.id)).toBe(true);
  });

  it('does not make a listed address’s account from the address alone: the mailed code does', async () => {
    const mailsBefore = api.sentMail.length;
    const reply = await call('/auth/guest', { method: 'POST', body: { email: 'ops@example.com' } });
    expect(reply.status).toBe(401);
    expect(api.sentMail).toHaveLength(mailsBefore + 1);
    const wrong = mailedCode(api, 'ops@example.com') === '000000' ? '111111' : '000000';
    const guessed = await call('/auth/guest', {
      method: 'POST',
      body: { email: 'ops@example.com', code: wrong },
    });
    expect((guessed.body as { error: { code: string } }).error.code).toBe('auth/code_invalid');
  });
});
