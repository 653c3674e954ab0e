import { GuestLoginResponseSchema } from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/apiClient';
import { becomeDesigner } from '../testing/becomeDesigner';
import { callWithHost } from '../testing/callWithHost';
import { loginAsGuest } from '../testing/loginAsGuest';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { tempDir } from '../testing/tempDir';

const SECRET = new TextEncoder().encode('home-redirect-test-secret-0123456789');
const DEALER = 'kitchens.dealer.example';
const OTHER_DEALER = 'cabinets.other.example';

describe('guest login redirect to the client domain an account was made on (spec 000 section 4)', () => {
  let dir: ReturnType<typeof tempDir>;
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;

  // One person's browser each: an existing guest account logs in at once only from its own browser.
  const browsers = new Map<string, string>();
  const guestLogin = async (host: string | null, email: string) => {
    const send = host === null ? call : callWithHost(api.baseUrl, host);
    const key = email.toLowerCase();
    const reply = await send('/auth/guest', { method: 'POST', body: { email }, cookie: browsers.get(key) });
    expect(reply.status).toBe(200);
    const device = reply.setCookies.find((cookie) => cookie.startsWith('design_device='));
    if (device) browsers.set(key, device.split(';')[0]!);
    return { data: GuestLoginResponseSchema.parse(reply.body).data, setCookies: reply.setCookies };
  };

  const putDomain = async (admin: { token: string }, host: string, accountId: string) => {
    const put = await call(`/admin/client-domains/${host}`, {
      method: 'PUT',
      token: admin.token,
      body: { accountId, name: `${host} kitchens` },
    });
    expect(put.status).toBe(200);
  };

  beforeEach(async () => {
    dir = tempDir('api-home-redirect');
    api = await startTestApi(dir.path, SECRET);
    call = apiClient(api.baseUrl);
    const admin = await loginAsGuest(call, 'admin@example.com');
    await api.storage.admins.setAdmin(admin.user.id, true);
    await putDomain(admin, DEALER, 'acc_dealer');
    await putDomain(admin, OTHER_DEALER, 'acc_other');
  });

  afterEach(async () => {
    await api.close();
    dir.remove();
  });

  it("sends an account made on a client domain back there from the product's host, without a session", async () => {
    expect('auth' in (await guestLogin(DEALER, 'ann@example.com')).data).toBe(true);

    const elsewhere = await guestLogin(null, 'Ann@Example.com');

    // The default public URL is http://localhost:8080: its scheme and port are kept.
    expect(elsewhere.data).toEqual({ redirect: `http://${DEALER}:8080/` });
    expect(elsewhere.setCookies.some((cookie) => cookie.startsWith('design_uid='))).toBe(false);
  });

  it('sends it back from another client domain too', async () => {
    await guestLogin(DEALER, 'ann@example.com');

    expect((await guestLogin(OTHER_DEALER, 'ann@example.com')).data).toEqual({
      redirect: `http://${DEALER}:8080/`,
    });
  });

  it('logs the account in on its home domain, whatever port the request names', async () => {
    await guestLogin(DEALER, 'ann@example.com');

    const home = await guestLogin(`${DEALER}:8443`, 'ann@example.com');

    expect('auth' in home.data).toBe(true);
    expect(home.setCookies.some((cookie) => cookie.startsWith('design_uid='))).toBe(true);
  });

  it("never redirects an account made on the product's own host", async () => {
    await guestLogin(null, 'bob@example.com');

    expect('auth' in (await guestLogin(DEALER, 'bob@example.com')).data).toBe(true);
    expect('auth' in (await guestLogin(null, 'bob@example.com')).data).toBe(true);
  });

  it('redirects a designer made on a client domain before asking for the password, which the home domain asks', async () => {
    const onDealer = apiClient(api.baseUrl);
    await guestLogin(DEALER, 'dana@example.com');
    await becomeDesigner(api, onDealer, 'dana@example.com');

    expect((await guestLogin(null, 'dana@example.com')).data).toEqual({ redirect: `http://${DEALER}:8080/` });
    expect((await guestLogin(DEALER, 'dana@example.com')).data).toEqual({ askForPassword: true });
  });
});
