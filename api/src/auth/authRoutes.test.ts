import { ApiErrorBodySchema, GuestLoginResponseSchema, MeResponseSchema } from '@kitchensync/schemas';
import Database from 'better-sqlite3';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_DATABASE_FILE } from '../db/openApiDatabase';
import { apiClient } from '../testing/apiClient';
import { loginAsGuest } from '../testing/loginAsGuest';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { tempDir } from '../testing/tempDir';
import { GUEST_COOKIE_DAYS } from './guestCookie';

describe('auth routes', () => {
  let dir: ReturnType<typeof tempDir>;
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;

  beforeEach(async () => {
    dir = tempDir('api-auth');
    api = await startTestApi(dir.path, new TextEncoder().encode('test-secret-test-secret-test-secret'));
    call = apiClient(api.baseUrl);
  });

  afterEach(async () => {
    await api.close();
    dir.remove();
  });

  describe('POST /auth/guest', () => {
    it('authenticates a valid e-mail as a guest and sets the httpOnly design_uid cookie', async () => {
      const reply = await call('/auth/guest', { method: 'POST', body: { email: 'Ana.Cook@Example.com' } });

      expect(reply.status).toBe(200);
      const { data } = GuestLoginResponseSchema.parse(reply.body);
      if (!('auth' in data)) throw new Error('expected auth');
      expect(data.auth.token.length).toBeGreaterThanOrEqual(43);
      expect(data.auth.user).toMatchObject({ email: 'ana.cook@example.com', name: 'Ana.Cook', guest: true });
      expect(data.auth.user.id).toMatch(/^user_/);
      const cookie = reply.setCookies.find((c) => c.startsWith('design_uid='));
      expect(cookie).toContain(`design_uid=${data.auth.token}`);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toContain(`Max-Age=${GUEST_COOKIE_DAYS * 24 * 60 * 60}`);
    });

    it('gives the same user to the same e-mail whatever its case', async () => {
      const first = await loginAsGuest(call, 'sam@example.com');
      const second = await loginAsGuest(call, ' SAM@example.com ', { token: first.token });

      expect(second.user.id).toBe(first.user.id);
      expect(second.token).not.toBe(first.token);
    });

    it("rejects an invalid e-mail with 400 and the spec's message", async () => {
      const reply = await call('/auth/guest', { method: 'POST', body: { email: 'not an email' } });

      expect(reply.status).toBe(400);
      expect(ApiErrorBodySchema.parse(reply.body).error).toEqual({
        code: 'auth/email_invalid',
        message: 'Please input a valid email',
      });
    });

    it('rejects malformed JSON with 400 request/invalid', async () => {
      const reply = await call('/auth/guest', { method: 'POST', rawBody: '{"email":' });

      expect(reply.status).toBe(400);
      expect(ApiErrorBodySchema.parse(reply.body).error.code).toBe('request/invalid');
    });

    it('asks for a password instead of logging in when the account has one', async () => {
      const { user } = await loginAsGuest(call, 'designer@example.com');
      const db = new Database(path.join(dir.path, API_DATABASE_FILE));
      db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run('scrypt$placeholder', user.id);
      db.close();

      const reply = await call('/auth/guest', { method: 'POST', body: { email: 'designer@example.com' } });

      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ data: { askForPassword: true } });
      expect(reply.setCookies.some((c) => c.startsWith('design_uid='))).toBe(false);
    });
  });

  describe('GET /auth/me', () => {
    it('answers user null without a session', async () => {
      const reply = await call('/auth/me');

      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ user: null });
    });

    it('recognises the session from a bearer token', async () => {
      const { token, user } = await loginAsGuest(call, 'bearer@example.com');

      const reply = await call('/auth/me', { token });

      expect(MeResponseSchema.parse(reply.body).user).toEqual(user);
    });

    it('recognises the session from the design_uid cookie', async () => {
      const { token, user } = await loginAsGuest(call, 'cookie@example.com');

      const reply = await call('/auth/me', { cookie: `design_uid=${token}` });

      expect(MeResponseSchema.parse(reply.body).user).toEqual(user);
    });

    it('treats an unknown token as not logged in', async () => {
      const reply = await call('/auth/me', { token: 'not-a-real-token' });

      expect(reply.body).toEqual({ user: null });
    });
  });

  describe('POST /auth/logout', () => {
    it('revokes the session so its token no longer authenticates, and clears the cookie', async () => {
      const { token } = await loginAsGuest(call, 'leaving@example.com');

      const reply = await call('/auth/logout', { method: 'POST', token });

      expect(reply.status).toBe(204);
      expect(reply.setCookies.some((c) => /^design_uid=;/.test(c))).toBe(true);
      expect((await call('/auth/me', { token })).body).toEqual({ user: null });
      expect((await call('/auth/me', { cookie: `design_uid=${token}` })).body).toEqual({ user: null });
    });
  });
});
