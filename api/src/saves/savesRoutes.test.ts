import {
  ApiErrorBodySchema,
  CollabTicketResponseSchema,
  SaveResponseSchema,
  verifyCollabTicket,
} from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/apiClient';
import { loginAsGuest } from '../testing/loginAsGuest';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { tempDir } from '../testing/tempDir';

const SECRET = new TextEncoder().encode('saves-test-secret-saves-test-secret');

describe('saves routes', () => {
  let dir: ReturnType<typeof tempDir>;
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;
  let owner: string;
  let stranger: string;

  async function createSave(filename = 'Kitchen'): Promise<string> {
    const reply = await call('/saves', { method: 'POST', token: owner, body: { filename } });
    return SaveResponseSchema.parse(reply.body).save.id;
  }

  async function share(saveId: string, access: string, generalAccess: string) {
    return call(`/saves/${saveId}/sharing`, { method: 'PUT', token: owner, body: { access, generalAccess } });
  }

  function errorCode(body: unknown): string {
    return ApiErrorBodySchema.parse(body).error.code;
  }

  beforeEach(async () => {
    dir = tempDir('api-saves');
    api = await startTestApi(dir.path, SECRET);
    call = apiClient(api.baseUrl);
    owner = (await loginAsGuest(call, 'owner@example.com')).token;
    stranger = (await loginAsGuest(call, 'stranger@example.com')).token;
  });

  afterEach(async () => {
    await api.close();
    dir.remove();
  });

  describe('POST /saves', () => {
    it('requires a login (401 auth/required)', async () => {
      const reply = await call('/saves', { method: 'POST', body: { filename: 'x' } });

      expect(reply.status).toBe(401);
      expect(errorCode(reply.body)).toBe('auth/required');
    });

    it('creates a locked save owned by the caller, with the schema defaults and times in ms', async () => {
      const before = Date.now();
      const reply = await call('/saves', { method: 'POST', token: owner, body: { filename: ' Kitchen ' } });

      expect(reply.status).toBe(201);
      const { save, role } = SaveResponseSchema.parse(reply.body);
      expect(role).toBe('owner');
      expect(save).toMatchObject({
        filename: 'Kitchen',
        access: 'locked',
        generalAccess: 'viewer',
        editors: [],
        viewers: [],
        folder_id: null,
      });
      expect(save.id).toMatch(/^save_/);
      expect(save.__added_time).toBeGreaterThanOrEqual(before);
      expect(save.__edited_time).toBe(save.__added_time);
    });

    it('accepts a request without a body, since every field has a default', async () => {
      const reply = await call('/saves', { method: 'POST', token: owner });

      expect(reply.status).toBe(201);
      expect(SaveResponseSchema.parse(reply.body).save.filename).toBe('');
    });
  });

  describe('GET /saves/:saveId', () => {
    it('gives the owner the role owner', async () => {
      const saveId = await createSave();

      const reply = await call(`/saves/${saveId}`, { token: owner });

      expect(reply.status).toBe(200);
      expect(SaveResponseSchema.parse(reply.body).role).toBe('owner');
    });

    it('answers 404 to a stranger on a locked save, exactly as for a missing one', async () => {
      const saveId = await createSave();

      const locked = await call(`/saves/${saveId}`, { token: stranger });
      const missing = await call('/saves/save_doesnotexist', { token: stranger });

      expect(locked.status).toBe(404);
      expect(locked.body).toEqual(missing.body);
      expect(errorCode(locked.body)).toBe('save/not_found');
    });

    it('gives strangers and anonymous readers the role viewer on a public viewer save', async () => {
      const saveId = await createSave();
      await share(saveId, 'public', 'viewer');

      const asStranger = await call(`/saves/${saveId}`, { token: stranger });
      const asAnonymous = await call(`/saves/${saveId}`);

      expect(SaveResponseSchema.parse(asStranger.body).role).toBe('viewer');
      expect(SaveResponseSchema.parse(asAnonymous.body).role).toBe('viewer');
    });

    it('gives logged-in strangers editor on a public editor save, while anonymous readers stay viewers', async () => {
      const saveId = await createSave();
      await share(saveId, 'public', 'editor');

      const asStranger = await call(`/saves/${saveId}`, { token: stranger });
      const asAnonymous = await call(`/saves/${saveId}`);

      expect(SaveResponseSchema.parse(asStranger.body).role).toBe('editor');
      expect(SaveResponseSchema.parse(asAnonymous.body).role).toBe('viewer');
    });
  });

  describe('PUT /saves/:saveId/sharing', () => {
    it('lets the owner change sharing and bumps __edited_time', async () => {
      const saveId = await createSave();
      const created = SaveResponseSchema.parse((await call(`/saves/${saveId}`, { token: owner })).body).save;
      await new Promise((resolve) => setTimeout(resolve, 5));

      const reply = await share(saveId, 'public', 'editor');

      expect(reply.status).toBe(200);
      const { save, role } = SaveResponseSchema.parse(reply.body);
      expect(role).toBe('owner');
      expect(save).toMatchObject({ access: 'public', generalAccess: 'editor' });
      expect(save.__edited_time).toBeGreaterThan(created.__edited_time);
    });

    it("tells the collab-server that the save's sharing changed, and only when it did", async () => {
      const saveId = await createSave();
      await share(saveId, 'public', 'viewer');
      expect(api.sharingChanged).toEqual([saveId]);

      const refused = await call(`/saves/${saveId}/sharing`, {
        method: 'PUT',
        token: owner,
        body: { access: 'public', generalAccess: 'owner' },
      });
      expect(refused.status).toBe(400);
      expect(api.sharingChanged).toEqual([saveId]);
    });

    it('forbids a viewer to change sharing (403 sharing/forbidden, as the share call answers)', async () => {
      const saveId = await createSave();
      await share(saveId, 'public', 'viewer');

      const reply = await call(`/saves/${saveId}/sharing`, {
        method: 'PUT',
        token: stranger,
        body: { access: 'public', generalAccess: 'editor' },
      });

      expect(reply.status).toBe(403);
      expect(errorCode(reply.body)).toBe('sharing/forbidden');
    });

    it('lets an editor through public editor access change sharing', async () => {
      const saveId = await createSave();
      await share(saveId, 'public', 'editor');

      const reply = await call(`/saves/${saveId}/sharing`, {
        method: 'PUT',
        token: stranger,
        body: { access: 'locked', generalAccess: 'viewer' },
      });

      expect(reply.status).toBe(200);
      expect(SaveResponseSchema.parse(reply.body)).toMatchObject({ save: { access: 'locked' } });
    });

    it('answers 404 to someone who cannot even view the save', async () => {
      const saveId = await createSave();

      const reply = await call(`/saves/${saveId}/sharing`, {
        method: 'PUT',
        token: stranger,
        body: { access: 'public', generalAccess: 'editor' },
      });

      expect(reply.status).toBe(404);
      expect(errorCode(reply.body)).toBe('save/not_found');
    });

    it('rejects an invalid sharing body with 400 request/invalid', async () => {
      const saveId = await createSave();

      const reply = await share(saveId, 'everyone', 'viewer');

      expect(reply.status).toBe(400);
      expect(errorCode(reply.body)).toBe('request/invalid');
    });
  });

  describe('POST /saves/:saveId/collab-ticket', () => {
    it('issues a ticket that verifies and carries the save, role and user', async () => {
      const saveId = await createSave();
      const me = await loginAsGuest(call, 'owner@example.com', { token: owner });

      const reply = await call(`/saves/${saveId}/collab-ticket`, { method: 'POST', token: owner });

      expect(reply.status).toBe(200);
      const { ticket, role, expiresAt } = CollabTicketResponseSchema.parse(reply.body);
      expect(role).toBe('owner');
      expect(expiresAt).toBeGreaterThan(Date.now());
      expect(await verifyCollabTicket(ticket, SECRET)).toEqual({
        saveId,
        role: 'owner',
        userId: me.user.id,
        name: 'owner',
        sessionId: expect.any(String),
      });
    });

    it('tells the collab-server to warm the room of each ticket it issues, and of no refused one', async () => {
      const saveId = await createSave();
      await call(`/saves/${saveId}/collab-ticket`, { method: 'POST', token: owner });
      const refused = await call(`/saves/${saveId}/collab-ticket`, { method: 'POST', token: stranger });

      expect(refused.status).toBe(404);
      expect(api.ticketsIssued).toEqual([saveId]);
    });

    it('gives an anonymous reader of a public save a viewer ticket named Guest viewer', async () => {
      const saveId = await createSave();
      await share(saveId, 'public', 'editor');

      const reply = await call(`/saves/${saveId}/collab-ticket`, { method: 'POST' });

      const { ticket, role } = CollabTicketResponseSchema.parse(reply.body);
      expect(role).toBe('viewer');
      expect(await verifyCollabTicket(ticket, SECRET)).toEqual({
        saveId,
        role: 'viewer',
        userId: null,
        name: 'Guest viewer',
      });
    });

    it('answers 404 to an anonymous reader of a locked save', async () => {
      const saveId = await createSave();

      const reply = await call(`/saves/${saveId}/collab-ticket`, { method: 'POST' });

      expect(reply.status).toBe(404);
      expect(errorCode(reply.body)).toBe('save/not_found');
    });
  });
});
