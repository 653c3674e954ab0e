import {
  AuthResponseSchema,
  CollabTicketResponseSchema,
  SaveResponseSchema,
  SessionsResponseSchema,
  verifyCollabTicket,
} from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/apiClient';
import { becomeDesigner, type Designer } from '../testing/becomeDesigner';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { tempDir } from '../testing/tempDir';

const SECRET = new TextEncoder().encode('session-end-secret-session-end-secr');
/** How long the stand-in collab-server takes to apply an ended session on every instance. */
const COLLAB_APPLY_MS = 100;

describe('a login session that ends reaches the collab-server', () => {
  let dir: ReturnType<typeof tempDir>;
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;
  /** Session ids the stand-in collab-server has finished applying. */
  let applied: string[];

  beforeEach(async () => {
    dir = tempDir('api-session-end');
    applied = [];
    api = await startTestApi(dir.path, SECRET, {
      async onSessionEnded(sessionId) {
        await new Promise((resolve) => setTimeout(resolve, COLLAB_APPLY_MS));
        applied.push(sessionId);
      },
    });
    call = apiClient(api.baseUrl);
  });

  afterEach(async () => {
    await api.close();
    dir.remove();
  });

  /** The `sessionId` claim of a collab ticket fetched with `token`. */
  async function ticketSession(token: string, saveId: string): Promise<string | undefined> {
    const reply = await call(`/saves/${saveId}/collab-ticket`, { method: 'POST', token });
    const { ticket } = CollabTicketResponseSchema.parse(reply.body);
    return (await verifyCollabTicket(ticket, SECRET))?.sessionId;
  }

  async function createSave(token: string): Promise<string> {
    const reply = await call('/saves', { method: 'POST', token, body: { filename: 'Kitchen' } });
    return SaveResponseSchema.parse(reply.body).save.id;
  }

  async function secondSession(designer: Designer, password: string): Promise<string> {
    const reply = await call('/auth/login', {
      method: 'POST',
      cookie: designer.deviceCookie,
      body: { email: designer.user.email, password },
    });
    return AuthResponseSchema.parse(reply.body).data.auth.token;
  }

  it('logout: the answer comes once the session its tickets name has ended on the collab side', async () => {
    const designer = await becomeDesigner(api, call, 'leaving@example.com');
    const saveId = await createSave(designer.token);
    const sessionId = await ticketSession(designer.token, saveId);
    expect(sessionId).toEqual(expect.any(String));
    // The same session's tickets all name it; another session's name another.
    expect(await ticketSession(designer.token, saveId)).toBe(sessionId);
    const other = await secondSession(designer, 'correct horse battery');
    expect(await ticketSession(other, saveId)).not.toBe(sessionId);

    // Becoming a designer ended the guest session before; only what follows counts here.
    applied.length = 0;
    const reply = await call('/auth/logout', { method: 'POST', token: designer.token });

    expect(reply.status).toBe(204);
    expect(applied).toEqual([sessionId]);
  });

  it('ending another session from the account page ends that session’s tickets only', async () => {
    const designer = await becomeDesigner(api, call, 'two@example.com');
    const saveId = await createSave(designer.token);
    const other = await secondSession(designer, 'correct horse battery');
    const otherSessionId = await ticketSession(other, saveId);
    const sessions = SessionsResponseSchema.parse(
      (await call('/auth/sessions', { token: designer.token })).body,
    );
    const target = sessions.data.find((session) => !session.current);
    if (target === undefined) throw new Error('expected a second session');

    // Becoming a designer ended the guest session before; only what follows counts here.
    applied.length = 0;
    const reply = await call(`/auth/sessions/${target.id}`, { method: 'DELETE', token: designer.token });

    expect(reply.status).toBe(204);
    expect(applied).toEqual([otherSessionId]);
    // The session list's id is not what tickets carry: those travel in URLs.
    expect(otherSessionId).not.toBe(target.id);
  });

  it('a password change ends the other sessions’ tickets, not the one that changed it', async () => {
    const designer = await becomeDesigner(api, call, 'lou@example.com', 'the old password');
    const saveId = await createSave(designer.token);
    const other = await secondSession(designer, 'the old password');
    const otherSessionId = await ticketSession(other, saveId);

    // Becoming a designer ended the guest session before; only what follows counts here.
    applied.length = 0;
    const reply = await call('/account', {
      method: 'PATCH',
      token: designer.token,
      body: { password: 'the new password', currentPassword: 'the old password' },
    });

    expect(reply.status).toBe(200);
    expect(applied).toEqual([otherSessionId]);
  });

  it('gives tickets fetched without a login no session to end', async () => {
    const designer = await becomeDesigner(api, call, 'owner@example.com');
    const saveId = await createSave(designer.token);
    await call(`/saves/${saveId}/sharing`, {
      method: 'PUT',
      token: designer.token,
      body: { access: 'public', generalAccess: 'viewer' },
    });
    const reply = await call(`/saves/${saveId}/collab-ticket`, { method: 'POST' });
    const { ticket } = CollabTicketResponseSchema.parse(reply.body);
    expect((await verifyCollabTicket(ticket, SECRET))?.sessionId).toBeUndefined();
  });
});
