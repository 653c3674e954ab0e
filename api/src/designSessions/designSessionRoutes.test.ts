import { ApiErrorBodySchema, DesignSessionPostResponseSchema, type AuthUser } from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/apiClient';
import { callWithHost } from '../testing/callWithHost';
import { loginAsGuest } from '../testing/loginAsGuest';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { tempDir } from '../testing/tempDir';

const SECRET = new TextEncoder().encode('design-session-test-secret-0123456789');

function designSession(overrides: Record<string, unknown> = {}) {
  return {
    id: 'ds_visit1',
    __started_time: Date.now() - 60_000,
    accountId: 'acc_dealer',
    saveId: null,
    user: 'user_claimed_by_the_browser',
    userInfo: { browser: 'Chromium', screen: '1280x720' },
    wallsAdded: 4,
    cabinetsAdded: 11,
    checkpoints: [{ label: 'Changed flooring', time: Date.now() - 30_000 }],
    historyActions: ['cabinetsAdd', 'flooringChange'],
    guest: false,
    inputData: { email: 'ann@example.com', phone_number: null, discount: null, referrer: 'newsletter' },
    saveAvailable: true,
    ...overrides,
  };
}

describe('POST /designSession/post', () => {
  let dir: ReturnType<typeof tempDir>;
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;
  let ann: { token: string; user: AuthUser };
  let eve: { token: string; user: AuthUser };

  const errorCode = (body: unknown) => ApiErrorBodySchema.parse(body).error.code;
  const post = (body: unknown) => call('/designSession/post', { method: 'POST', body });

  beforeEach(async () => {
    dir = tempDir('api-design-sessions');
    api = await startTestApi(dir.path, SECRET);
    call = apiClient(api.baseUrl);
    ann = await loginAsGuest(call, 'ann@example.com');
    eve = await loginAsGuest(call, 'eve@example.com');
  });

  afterEach(async () => {
    await api.close();
    dir.remove();
  });

  it("stores a guest's session as theirs, with who and where taken from the token and the host, not the body", async () => {
    const reply = await callWithHost(api.baseUrl, 'kitchens.dealer.example')('/designSession/post', {
      method: 'POST',
      body: {
        token: ann.token,
        designSession: designSession({ guest: false, domain: 'forged.example' }),
        autosave: true,
      },
    });
    expect(reply.status).toBe(200);
    expect(DesignSessionPostResponseSchema.parse(reply.body)).toEqual({ data: { id: 'ds_visit1' } });
    const stored = await api.storage.designSessions.findById('ds_visit1');
    expect(stored).toMatchObject({ userId: ann.user.id, autosave: true });
    expect(stored?.session).toMatchObject({
      user: ann.user.id,
      guest: true,
      domain: 'kitchens.dealer.example',
      wallsAdded: 4,
      historyActions: ['cabinetsAdd', 'flooringChange'],
      inputData: { email: 'ann@example.com', referrer: 'newsletter' },
    });
    expect(stored?.session.__refreshed_time).toBeGreaterThanOrEqual(stored!.session.__started_time);
  });

  it('refreshes the same session on a later post, keeping its first start time', async () => {
    const first = designSession();
    await post({ token: ann.token, designSession: first, autosave: true });
    const later = designSession({ __started_time: Date.now(), wallsAdded: 7, __ended_time: Date.now() });
    const reply = await post({ token: ann.token, designSession: later, autosave: false });
    expect(reply.status).toBe(200);
    const stored = await api.storage.designSessions.findById('ds_visit1');
    expect(stored?.session.__started_time).toBe(first.__started_time);
    expect(stored?.session.wallsAdded).toBe(7);
    expect(stored?.autosave).toBe(false);
  });

  it("refuses a post to someone else's session (403) and leaves it as it was", async () => {
    await post({ token: ann.token, designSession: designSession(), autosave: true });
    const reply = await post({
      token: eve.token,
      designSession: designSession({ wallsAdded: 0 }),
      autosave: false,
    });
    expect(reply.status).toBe(403);
    expect(errorCode(reply.body)).toBe('designSession/forbidden');
    const stored = await api.storage.designSessions.findById('ds_visit1');
    expect(stored).toMatchObject({ userId: ann.user.id, autosave: true });
    expect(stored?.session.wallsAdded).toBe(4);
  });

  it('refuses a token that is no session (401), storing nothing', async () => {
    const reply = await post({
      token: 'not-a-session-token',
      designSession: designSession(),
      autosave: true,
    });
    expect(reply.status).toBe(401);
    expect(errorCode(reply.body)).toBe('auth/required');
    expect(await api.storage.designSessions.findById('ds_visit1')).toBeNull();
  });

  it('clamps times from the future to the server clock', async () => {
    const future = Date.now() + 86_400_000;
    await post({
      token: ann.token,
      designSession: designSession({ __started_time: future, __ended_time: future }),
      autosave: true,
    });
    const stored = await api.storage.designSessions.findById('ds_visit1');
    expect(stored?.session.__started_time).toBeLessThanOrEqual(Date.now());
    expect(stored?.session.__ended_time).toBeLessThanOrEqual(Date.now());
  });

  it.each([
    ['no token', () => ({ designSession: designSession(), autosave: true })],
    [
      'an operator object as token',
      () => ({ token: { $gt: '' }, designSession: designSession(), autosave: true }),
    ],
    ['no autosave', (token: string) => ({ token, designSession: designSession() })],
    ['autosave as text', (token: string) => ({ token, designSession: designSession(), autosave: 'yes' })],
    ['no session', (token: string) => ({ token, autosave: true })],
    [
      'a session without id',
      (token: string) => ({ token, designSession: designSession({ id: undefined }), autosave: true }),
    ],
    [
      'an id with a slash',
      (token: string) => ({ token, designSession: designSession({ id: 'ds/../x' }), autosave: true }),
    ],
    [
      'an id object',
      (token: string) => ({ token, designSession: designSession({ id: { $ne: null } }), autosave: true }),
    ],
    [
      'a negative count',
      (token: string) => ({ token, designSession: designSession({ wallsAdded: -1 }), autosave: true }),
    ],
    [
      'a start time as text',
      (token: string) => ({
        token,
        designSession: designSession({ __started_time: 'today' }),
        autosave: true,
      }),
    ],
    [
      'a session over the size limit',
      (token: string) => ({
        token,
        designSession: designSession({
          historyActions: Array.from({ length: 3000 }, () => 'cabinetsAdd'.padEnd(30, 'x')),
        }),
        autosave: true,
      }),
    ],
  ])('refuses a post with %s (400), storing nothing', async (_what, body) => {
    const reply = await post(body(ann.token));
    expect(reply.status).toBe(400);
    expect(errorCode(reply.body)).toBe('request/invalid');
    expect(await api.storage.designSessions.findById('ds_visit1')).toBeNull();
  });
});
