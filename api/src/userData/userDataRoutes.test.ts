import {
  ApiErrorBodySchema,
  SettingsResponseSchema,
  SettingsSchema,
  UserDataResponseSchema,
  type AuthUser,
  type Settings,
} from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/apiClient';
import { loginAsGuest } from '../testing/loginAsGuest';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { tempDir } from '../testing/tempDir';

const SECRET = new TextEncoder().encode('user-data-routes-test-secret-0123456789');

describe('user data routes', () => {
  let dir: ReturnType<typeof tempDir>;
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;
  let ann: { token: string; user: AuthUser };
  let bob: { token: string; user: AuthUser };

  const errorCode = (body: unknown) => ApiErrorBodySchema.parse(body).error.code;
  const favorite = (token: string, applianceType: string, catalogModelId: string) =>
    call('/userData/favoriteAppliance', { method: 'PUT', token, body: { applianceType, catalogModelId } });

  beforeEach(async () => {
    dir = tempDir('api-user-data');
    api = await startTestApi(dir.path, SECRET);
    call = apiClient(api.baseUrl);
    ann = await loginAsGuest(call, 'ann@example.com');
    bob = await loginAsGuest(call, 'bob@example.com');
  });

  afterEach(async () => {
    await api.close();
    dir.remove();
  });

  it('answers the caller with no favorite of any kind until one is marked', async () => {
    const reply = await call('/userData', { token: ann.token });
    expect(reply.status).toBe(200);
    expect(UserDataResponseSchema.parse(reply.body).data).toMatchObject({
      credentialId: ann.user.id,
      credentialEmail: 'ann@example.com',
      defaultFridge: null,
      defaultDwr: null,
      defaultRange: null,
      defaultHood: null,
      defaultMw: null,
      defaultOther: null,
    });
  });

  it('marks one favorite per kind for the caller only, the latest replacing the earlier', async () => {
    expect((await favorite(ann.token, 'refrigerator', 'rf24-ss')).status).toBe(200);
    expect((await favorite(ann.token, 'hood', 'hu30-ss')).status).toBe(200);
    const reply = await favorite(ann.token, 'refrigerator', 'rf28-wh');
    expect(UserDataResponseSchema.parse(reply.body).data).toMatchObject({
      defaultFridge: 'rf28-wh',
      defaultHood: 'hu30-ss',
      defaultMw: null,
    });
    const bobs = await call('/userData', { token: bob.token });
    expect(UserDataResponseSchema.parse(bobs.body).data.defaultFridge).toBeNull();
  });

  it('refuses a model that is not an appliance of the kind named, or does not exist', async () => {
    const wrongKind = await favorite(ann.token, 'hood', 'rf24-ss');
    expect([wrongKind.status, errorCode(wrongKind.body)]).toEqual([400, 'userData/not_that_appliance']);
    const missing = await favorite(ann.token, 'hood', 'no-such-model');
    expect([missing.status, errorCode(missing.body)]).toEqual([404, 'catalogue/not_found']);
    const data = await call('/userData', { token: ann.token });
    expect(UserDataResponseSchema.parse(data.body).data.defaultHood).toBeNull();
  });

  it('refuses an appliance locked on the free plan, since drops of the kind would place it', async () => {
    const reply = await favorite(ann.token, 'other', 'im15-ss');
    expect([reply.status, errorCode(reply.body)]).toEqual([403, 'userData/favorite_locked']);
  });

  it('needs a login', async () => {
    expect((await call('/userData')).status).toBe(401);
    const body = { applianceType: 'refrigerator', catalogModelId: 'rf24-ss' };
    expect((await call('/userData/favoriteAppliance', { method: 'PUT', body })).status).toBe(401);
  });

  describe('settings', () => {
    const settingsOf = async (token: string) =>
      SettingsResponseSchema.parse((await call('/userData/settings', { token })).body).data;
    const putSettings = (token: string, body: unknown) =>
      call('/userData/settings', { method: 'PUT', token, body });

    it('answers the defaults until the caller stores settings', async () => {
      expect(await settingsOf(ann.token)).toEqual(SettingsSchema.parse({}));
    });

    it("stores the caller's settings whole, for the caller only, and answers them", async () => {
      const reply = await putSettings(ann.token, {
        measurementUnits: 'cm',
        showGrid: false,
        clippingDistance: 1.5,
        wallDefaultDepth: 0.1,
        settingsPanelSide: 'left',
      });
      expect(reply.status).toBe(200);
      const stored = SettingsSchema.parse({
        measurementUnits: 'cm',
        showGrid: false,
        clippingDistance: 1.5,
        wallDefaultDepth: 0.1,
        settingsPanelSide: 'left',
      });
      expect(SettingsResponseSchema.parse(reply.body).data).toEqual(stored);
      expect(await settingsOf(ann.token)).toEqual(stored);
      expect(await settingsOf(bob.token)).toEqual(SettingsSchema.parse({}));
    });

    it('refuses a clipping distance or wall depth that is no finite number, or an unknown field, and keeps what was stored', async () => {
      await putSettings(ann.token, { measurementUnits: 'mm' });
      for (const body of [
        { clippingDistance: 'far' },
        { clippingDistance: -1 },
        { wallDefaultDepth: 0 },
        { wallDefaultDepth: '1e999' },
        { measurementUnits: 'yard' },
        { colour: 'red' },
      ]) {
        const reply = await putSettings(ann.token, body);
        expect([reply.status, errorCode(reply.body)], JSON.stringify(body)).toEqual([400, 'request/invalid']);
      }
      expect((await settingsOf(ann.token)).measurementUnits).toBe('mm');
    });

    it('reads settings stored by another schema field by field: a value that no longer parses takes its default, a removed field is left out', async () => {
      // As an older build might have stored them: a unit since dropped, and a field since removed.
      const stored = { measurementUnits: 'yard', showGrid: false, clippingDistance: 2, retired: true };
      await api.storage.userData.setSettings(ann.user.id, stored as unknown as Settings);
      expect(await settingsOf(ann.token)).toEqual(
        SettingsSchema.parse({ showGrid: false, clippingDistance: 2 }),
      );
    });

    it('need a login', async () => {
      expect((await call('/userData/settings')).status).toBe(401);
      expect((await call('/userData/settings', { method: 'PUT', body: {} })).status).toBe(401);
    });
  });
});
