import {
  ApiErrorBodySchema,
  CatalogueCollectionsResponseSchema,
  CatalogueModelsResponseSchema,
  CatalogueTexturesResponseSchema,
  ClientDomainResponseSchema,
  LiveChatResponseSchema,
  OpeningsResponseSchema,
  type AuthUser,
} from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/apiClient';
import { callWithHost } from '../testing/callWithHost';
import { loginAsGuest } from '../testing/loginAsGuest';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { subscribeToPlan } from '../testing/subscribeToPlan';
import { tempDir } from '../testing/tempDir';

const SECRET = new TextEncoder().encode('client-domain-test-secret-0123456789');
const HOST = 'kitchens.dealer.example';

const settings = {
  accountId: 'acc_dealer',
  name: 'Dealer Kitchens',
  step4: true,
  cart: 'cartOnly',
  extraPlanId: 'pro',
  liveChatUrl: 'https://chat.example.com/dealer',
  catalogue: { modelTypes: ['base', 'wall', 'appliance'], collections: ['shaker-white', 'gray-flat'] },
};

describe('client domains', () => {
  let dir: ReturnType<typeof tempDir>;
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;
  let onDomain: ReturnType<typeof callWithHost>;
  let admin: { token: string; user: AuthUser };
  let user: { token: string; user: AuthUser };

  const errorCode = (body: unknown) => ApiErrorBodySchema.parse(body).error.code;

  beforeEach(async () => {
    dir = tempDir('api-client-domains');
    api = await startTestApi(dir.path, SECRET);
    call = apiClient(api.baseUrl);
    onDomain = callWithHost(api.baseUrl, HOST);
    admin = await loginAsGuest(call, 'admin@example.com');
    user = await loginAsGuest(call, 'user@example.com');
    // The first admin has no admin to make it one.
    await api.storage.admins.setAdmin(admin.user.id, true);
    const put = await call(`/admin/client-domains/${HOST}`, {
      method: 'PUT',
      token: admin.token,
      body: settings,
    });
    expect(put.status).toBe(200);
  });

  afterEach(async () => {
    await api.close();
    dir.remove();
  });

  it("answers the settings of the request's Host, with its port and in any case, and the plans offered there", async () => {
    const reply = await callWithHost(api.baseUrl, 'Kitchens.Dealer.Example:8080')('/client-domain');
    const data = ClientDomainResponseSchema.parse(reply.body).data!;
    expect(data.settings).toMatchObject({
      host: HOST,
      accountId: 'acc_dealer',
      step4: true,
      cart: 'cartOnly',
    });
    // spec 000 section 6: only business plans and one specific plan
    expect(data.plans.every((plan) => plan.category === 'business' || plan.id === 'pro')).toBe(true);
    expect(data.plans.map((plan) => plan.id)).toContain('pro');
    expect(data.plans.map((plan) => plan.id)).not.toContain('starter');
  });

  it("answers null on the product's own host", async () => {
    const reply = await call('/client-domain');
    expect(ClientDomainResponseSchema.parse(reply.body)).toEqual({ data: null });
  });

  it('restricts the catalogue to the allowed types and collections and hides locked items there', async () => {
    const models = CatalogueModelsResponseSchema.parse((await onDomain('/catalogue/models')).body).data;
    expect(new Set(models.map((model) => model.type))).toEqual(new Set(['base', 'wall', 'appliance']));
    for (const model of models) {
      expect(model.locked).toBe(false);
      for (const style of model.styles) expect(['shaker-white', 'gray-flat']).toContain(style.catalogStyleId);
    }
    expect(models.some((model) => model.catalogModelId === 'rf42-ss')).toBe(false);
    const collections = CatalogueCollectionsResponseSchema.parse(
      (await onDomain('/catalogue/collections')).body,
    ).data;
    expect(collections.map((collection) => collection.catalogStyleId)).toEqual(['shaker-white', 'gray-flat']);
    const textures = CatalogueTexturesResponseSchema.parse((await onDomain('/catalogue/textures')).body).data;
    expect(textures.length).toBeGreaterThan(0);
    expect(textures.some((texture) => texture.locked)).toBe(false);
    const openings = OpeningsResponseSchema.parse(
      (await onDomain('/openings/get', { method: 'POST', body: { accountId: 'acc_dealer' } })).body,
    ).data;
    expect(openings.length).toBeGreaterThan(0);
    expect(openings.some((opening) => opening.locked)).toBe(false);

    const everywhere = CatalogueModelsResponseSchema.parse((await call('/catalogue/models')).body).data;
    expect(everywhere.some((model) => model.catalogModelId === 'rf42-ss' && model.locked)).toBe(true);
  });

  it('refuses price editing on a cart-only domain even to an admin on the Ultimate plan', async () => {
    await subscribeToPlan(call, admin.token, 'ultimate');
    const body = {
      action: 'updatePrice',
      accountId: admin.user.id,
      modelId: 'b24',
      styleId: 'shaker-white',
      newPrice: 5,
    };
    const reply = await callWithHost(api.baseUrl, HOST)('/models', {
      method: 'POST',
      token: admin.token,
      body,
    });
    expect(reply.status).toBe(403);
    expect(await api.storage.catalogue.priceOverrides(admin.user.id)).toEqual([]);
    const elsewhere = await call('/models', { method: 'POST', token: admin.token, body });
    expect(elsewhere.status).toBe(200);
  });

  it("answers an account's live chat, and null for an account without one", async () => {
    const chat = await call('/accounts/settings/livechat/get', {
      method: 'POST',
      body: { accountId: 'acc_dealer' },
    });
    expect(LiveChatResponseSchema.parse(chat.body)).toEqual({
      data: { url: 'https://chat.example.com/dealer' },
    });
    const none = await call('/accounts/settings/livechat/get', {
      method: 'POST',
      body: { accountId: 'acc_plain' },
    });
    expect(LiveChatResponseSchema.parse(none.body)).toEqual({ data: null });
  });

  it.each([{}, { accountId: '' }, { accountId: { $gt: '' } }, { accountId: ['acc_dealer'] }])(
    'refuses live chat for the bad body %j with 400',
    async (body) => {
      const reply = await call('/accounts/settings/livechat/get', { method: 'POST', body });
      expect(reply.status).toBe(400);
      expect(errorCode(reply.body)).toBe('request/invalid');
    },
  );

  it('lets only admins store settings (403 for others, 401 without a login), changing nothing', async () => {
    const changed = { ...settings, name: 'Taken Over' };
    const byUser = await call(`/admin/client-domains/${HOST}`, {
      method: 'PUT',
      token: user.token,
      body: changed,
    });
    expect(byUser.status).toBe(403);
    expect(errorCode(byUser.body)).toBe('admin/forbidden');
    const anonymous = await call(`/admin/client-domains/${HOST}`, { method: 'PUT', body: changed });
    expect(anonymous.status).toBe(401);
    expect((await api.storage.clientDomains.findByHost(HOST))?.name).toBe('Dealer Kitchens');
  });

  it.each([
    ['a host that is no host name', 'not_a_host!', settings],
    ['a missing account', HOST, { ...settings, accountId: undefined }],
    ['an unknown cart mode', HOST, { ...settings, cart: 'sometimes' }],
    ['a live chat that is no URL', HOST, { ...settings, liveChatUrl: 'javascript:alert(1)x' }],
    [
      'an unknown model type',
      HOST,
      { ...settings, catalogue: { modelTypes: ['spaceship'], collections: null } },
    ],
    ['an operator object', HOST, { ...settings, name: { $gt: '' } }],
  ])('refuses settings with %s (400), changing nothing', async (_what, host, body) => {
    const reply = await call(`/admin/client-domains/${host}`, { method: 'PUT', token: admin.token, body });
    expect(reply.status).toBe(400);
    expect((await api.storage.clientDomains.findByHost(HOST))?.name).toBe('Dealer Kitchens');
  });
});
