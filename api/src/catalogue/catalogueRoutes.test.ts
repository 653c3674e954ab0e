import {
  AccountStandingResponseSchema,
  ApiErrorBodySchema,
  CatalogueCollectionsResponseSchema,
  CatalogueCountertopsResponseSchema,
  CatalogueHandlesResponseSchema,
  CatalogueModelResponseSchema,
  CatalogueModelsResponseSchema,
  CatalogueTexturesResponseSchema,
  CheckAdminResponseSchema,
  OpeningsResponseSchema,
  PriceUpdateResponseSchema,
  catalogModelPrice,
  type AuthUser,
} from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/apiClient';
import { formOrganisation } from '../testing/formOrganisation';
import { loginAsGuest } from '../testing/loginAsGuest';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { subscribeToPlan } from '../testing/subscribeToPlan';
import { tempDir } from '../testing/tempDir';

const SECRET = new TextEncoder().encode('catalogue-routes-test-secret-0123456789');

interface Caller {
  token: string;
  user: AuthUser;
}

describe('catalogue routes', () => {
  let dir: ReturnType<typeof tempDir>;
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;
  let free: Caller;
  let admin: Caller;
  let otherAdmin: Caller;

  const errorCode = (body: unknown) => ApiErrorBodySchema.parse(body).error.code;

  async function model(id: string, token?: string, accountId?: string) {
    const query = accountId ? `?accountId=${accountId}` : '';
    const reply = await call(`/catalogue/models/${id}${query}`, { token });
    return CatalogueModelResponseSchema.parse(reply.body).data;
  }

  function updatePrice(token: string | undefined, body: Record<string, unknown>) {
    return call('/models', { method: 'POST', token, body: { action: 'updatePrice', ...body } });
  }

  beforeEach(async () => {
    dir = tempDir('api-catalogue');
    api = await startTestApi(dir.path, SECRET);
    call = apiClient(api.baseUrl);
    free = await loginAsGuest(call, 'free@example.com');
    admin = await loginAsGuest(call, 'admin@example.com');
    otherAdmin = await loginAsGuest(call, 'other-admin@example.com');
    // The first admins have no admin to make them one; plans are bought like anyone's.
    await api.storage.admins.setAdmin(admin.user.id, true);
    await api.storage.admins.setAdmin(otherAdmin.user.id, true);
    await subscribeToPlan(call, admin.token, 'ultimate');
    await subscribeToPlan(call, otherAdmin.token, 'ultimate');
  });

  afterEach(async () => {
    await api.close();
    dir.remove();
  });

  describe('reads', () => {
    it('lists models by type and subcategory, in the catalogue order', async () => {
      const reply = await call('/catalogue/models?type=wall&subcategory=42');
      expect(reply.status).toBe(200);
      const models = CatalogueModelsResponseSchema.parse(reply.body).data;
      expect(models.length).toBeGreaterThan(0);
      expect(models.every((item) => item.type === 'wall' && item.subcategory === '42')).toBe(true);
    });

    it('narrows models to one collection: only cabinets in it, each with only that style', async () => {
      const reply = await call('/catalogue/models?type=base&style=natural-oak');
      const models = CatalogueModelsResponseSchema.parse(reply.body).data;
      expect(models.length).toBeGreaterThan(10);
      for (const item of models)
        expect(item.styles.map((style) => style.catalogStyleId)).toEqual(['natural-oak']);
    });

    it('lists textures by picker, countertops, handles, collections and openings of every kind', async () => {
      const flooring = CatalogueTexturesResponseSchema.parse(
        (await call('/catalogue/textures?category=flooring')).body,
      ).data;
      expect(flooring.length).toBeGreaterThan(0);
      expect(flooring.every((texture) => texture.category === 'flooring')).toBe(true);
      const backsplash = CatalogueTexturesResponseSchema.parse(
        (await call('/catalogue/textures?category=backsplash')).body,
      );
      expect(backsplash.data.length).toBeGreaterThan(0);
      expect(
        CatalogueCountertopsResponseSchema.parse((await call('/catalogue/countertops')).body).data.length,
      ).toBeGreaterThan(0);
      expect(
        CatalogueHandlesResponseSchema.parse((await call('/catalogue/handles')).body).data.length,
      ).toBeGreaterThan(0);
      expect(
        CatalogueCollectionsResponseSchema.parse((await call('/catalogue/collections')).body).data.length,
      ).toBeGreaterThan(2);
      const openings = OpeningsResponseSchema.parse(
        (await call('/openings/get', { method: 'POST', body: { accountId: 'acc_any' } })).body,
      ).data;
      // spec 001 section 3, word for word
      const kinds = [
        'Exterior Door',
        'Interior Door',
        'Patio Door',
        'Garage Door',
        'Single Window',
        'Double Window',
        'Unique Windows',
        'Door Opening',
        'Window Opening',
        'Other',
      ];
      expect(new Set(openings.map((opening) => opening.kind))).toEqual(new Set(kinds));
      expect(openings.some((opening) => opening.sceneries.length > 0)).toBe(true);
    });

    it('answers 404 catalogue/not_found for an unknown model', async () => {
      const reply = await call('/catalogue/models/nothing-like-this');
      expect(reply.status).toBe(404);
      expect(errorCode(reply.body)).toBe('catalogue/not_found');
    });

    it.each([
      '/catalogue/models?type=cupboard',
      '/catalogue/models?type=base&type=wall',
      `/catalogue/models?subcategory=${'x'.repeat(101)}`,
      '/catalogue/models?accountId=',
      '/catalogue/models/b24?accountId=',
      '/catalogue/textures?category=curtain',
    ])('refuses the bad query %s with 400 request/invalid', async (path) => {
      const reply = await call(path);
      expect(reply.status).toBe(400);
      expect(errorCode(reply.body)).toBe('request/invalid');
    });

    it.each([
      {},
      { accountId: '' },
      { accountId: { $gt: '' } },
      { accountId: 5 },
      { accountId: 'x'.repeat(101) },
    ])('refuses openings for the bad body %j with 400', async (body) => {
      const reply = await call('/openings/get', { method: 'POST', body });
      expect(reply.status).toBe(400);
      expect(errorCode(reply.body)).toBe('request/invalid');
    });
  });

  describe('locked items', () => {
    it('marks items locked for the free plan, for guests and for visitors without a login', async () => {
      expect((await model('rf42-ss', free.token)).locked).toBe(true);
      expect((await model('rf42-ss')).locked).toBe(true);
      expect((await model('rf30-ss', free.token)).locked).toBe(false);
      const textures = CatalogueTexturesResponseSchema.parse(
        (await call('/catalogue/textures', { token: free.token })).body,
      );
      expect(textures.data.find((texture) => texture.id === 'floor-slate-24')?.locked).toBe(true);
    });

    it('opens locked items on a plan that grades their section Full, and keeps the rest locked', async () => {
      expect((await model('bpo15', free.token)).locked).toBe(true);
      await subscribeToPlan(call, free.token, 'starter');
      const textures = CatalogueTexturesResponseSchema.parse(
        (await call('/catalogue/textures', { token: free.token })).body,
      );
      expect(textures.data.find((texture) => texture.id === 'floor-slate-24')?.locked).toBe(false);
      // Starter keeps appliances Limited.
      expect((await model('rf42-ss', free.token)).locked).toBe(true);
      // Cabinets belong to no graded section: any paid plan opens them.
      expect((await model('bpo15', free.token)).locked).toBe(false);
    });

    it('shows nothing locked to a paying user on a plan with every section Full', async () => {
      await subscribeToPlan(call, free.token, 'pro');
      const models = CatalogueModelsResponseSchema.parse(
        (await call('/catalogue/models', { token: free.token })).body,
      ).data;
      expect(models.some((item) => item.locked)).toBe(false);
      const openings = OpeningsResponseSchema.parse(
        (
          await call('/openings/get', {
            method: 'POST',
            token: free.token,
            body: { accountId: free.user.id },
          })
        ).body,
      ).data;
      expect(openings.some((opening) => opening.locked)).toBe(false);
    });
  });

  describe('locked items follow the real subscription', () => {
    it('subscribing to a paid plan unlocks its items at once, and canceling locks them again', async () => {
      expect((await model('rf42-ss', free.token)).locked).toBe(true);

      await subscribeToPlan(call, free.token, 'pro');
      expect((await model('rf42-ss', free.token)).locked).toBe(false);

      expect((await call('/subscribe/cancel', { method: 'POST', token: free.token })).status).toBe(200);
      expect((await model('rf42-ss', free.token)).locked).toBe(true);
    });

    it("a coworker sees the catalogue of its organisation owner's plan", async () => {
      const owner = await loginAsGuest(call, 'owner@example.com');
      const [coworker] = await formOrganisation(api, call, owner.token, ['coworker@example.com']);
      expect((await model('rf42-ss', coworker.token)).locked).toBe(false);
      const models = CatalogueModelsResponseSchema.parse(
        (await call('/catalogue/models', { token: coworker.token })).body,
      ).data;
      expect(models.some((item) => item.locked)).toBe(false);
    });
  });

  describe('POST /checkAdmin', () => {
    it('answers not admin and not Ultimate for an ordinary user', async () => {
      const reply = await call('/checkAdmin', {
        method: 'POST',
        token: free.token,
        body: { credentialId: free.user.id },
      });
      expect(CheckAdminResponseSchema.parse(reply.body)).toEqual({ isAdmin: false, isUltimatePlan: false });
    });

    it('tells an admin apart from the Ultimate plan', async () => {
      await api.storage.admins.setAdmin(free.user.id, true);
      await subscribeToPlan(call, free.token, 'pro');
      const notUltimate = await call('/checkAdmin', {
        method: 'POST',
        token: free.token,
        body: { credentialId: free.user.id },
      });
      expect(CheckAdminResponseSchema.parse(notUltimate.body)).toEqual({
        isAdmin: true,
        isUltimatePlan: false,
      });
      const ultimate = await call('/checkAdmin', {
        method: 'POST',
        token: admin.token,
        body: { credentialId: admin.user.id },
      });
      expect(CheckAdminResponseSchema.parse(ultimate.body)).toEqual({ isAdmin: true, isUltimatePlan: true });
    });

    it("refuses to answer about someone else's account (403) and without a login (401)", async () => {
      const other = await call('/checkAdmin', {
        method: 'POST',
        token: free.token,
        body: { credentialId: admin.user.id },
      });
      expect(other.status).toBe(403);
      expect(errorCode(other.body)).toBe('admin/other_user');
      const anonymous = await call('/checkAdmin', { method: 'POST', body: { credentialId: admin.user.id } });
      expect(anonymous.status).toBe(401);
    });

    it.each([{}, { credentialId: '' }, { credentialId: { $ne: null } }, { credentialId: 'x', userId: 7 }])(
      'refuses the bad body %j with 400',
      async (body) => {
        const reply = await call('/checkAdmin', { method: 'POST', token: free.token, body });
        expect(reply.status).toBe(400);
      },
    );
  });

  describe('POST /models (updatePrice)', () => {
    it("sets the admin's account price of one style, seen with that account's prices only", async () => {
      const before = await model('b24', admin.token, admin.user.id);
      const reply = await updatePrice(admin.token, {
        accountId: admin.user.id,
        modelId: 'b24',
        styleId: 'natural-oak',
        newPrice: 123.45,
      });
      expect(reply.status).toBe(200);
      expect(PriceUpdateResponseSchema.parse(reply.body)).toEqual({ success: true, error: null });

      const mine = await model('b24', admin.token, admin.user.id);
      expect(catalogModelPrice(mine, 'natural-oak')).toBe(123.45);
      expect(catalogModelPrice(mine, 'shaker-white')).toBe(catalogModelPrice(before, 'shaker-white'));
      const theirs = await model('b24', otherAdmin.token, otherAdmin.user.id);
      expect(catalogModelPrice(theirs, 'natural-oak')).toBe(catalogModelPrice(before, 'natural-oak'));
      const catalogue = await model('b24');
      expect(catalogModelPrice(catalogue, 'natural-oak')).toBe(catalogModelPrice(before, 'natural-oak'));
      const listed = CatalogueModelsResponseSchema.parse(
        (await call(`/catalogue/models?type=base&subcategory=regular&accountId=${admin.user.id}`)).body,
      ).data.find((item) => item.catalogModelId === 'b24')!;
      expect(catalogModelPrice(listed, 'natural-oak')).toBe(123.45);
    });

    it('announces a changed price for the account it belongs to, and nothing for a refused change', async () => {
      const refused = await updatePrice(free.token, {
        accountId: free.user.id,
        modelId: 'b24',
        styleId: 'natural-oak',
        newPrice: 1,
      });
      expect(refused.status).toBe(403);
      expect(api.cataloguePricesChanged).toEqual([]);

      const reply = await updatePrice(admin.token, {
        accountId: admin.user.id,
        modelId: 'b24',
        styleId: 'natural-oak',
        newPrice: 99,
      });
      expect(reply.status).toBe(200);
      expect(api.cataloguePricesChanged).toEqual([admin.user.id]);
    });

    it('refuses non-admins and admins not on the Ultimate plan with 403, storing nothing', async () => {
      const downgraded = await call('/subscribe/change/post', {
        method: 'POST',
        token: otherAdmin.token,
        body: { planId: 'team', gateway: 'test', theSameCard: true },
      });
      expect(downgraded.status).toBe(200);
      for (const caller of [free, otherAdmin]) {
        const reply = await updatePrice(caller.token, {
          accountId: caller.user.id,
          modelId: 'b24',
          styleId: 'natural-oak',
          newPrice: 1,
        });
        expect(reply.status).toBe(403);
        expect(errorCode(reply.body)).toBe('catalogue/forbidden');
        expect(await api.storage.catalogue.priceOverrides(caller.user.id)).toEqual([]);
      }
      const anonymous = await updatePrice(undefined, { accountId: 'acc', modelId: 'b24', newPrice: 1 });
      expect(anonymous.status).toBe(401);
    });

    it("refuses another account's prices (403 catalogue/other_account)", async () => {
      const reply = await updatePrice(admin.token, {
        accountId: otherAdmin.user.id,
        modelId: 'b24',
        styleId: 'natural-oak',
        newPrice: 1,
      });
      expect(reply.status).toBe(403);
      expect(errorCode(reply.body)).toBe('catalogue/other_account');
      expect(await api.storage.catalogue.priceOverrides(otherAdmin.user.id)).toEqual([]);
    });

    it('refuses unknown models and styles (404) and unpriced categories (400)', async () => {
      const body = { accountId: admin.user.id, newPrice: 10 };
      const unknownModel = await updatePrice(admin.token, {
        ...body,
        modelId: 'nope',
        styleId: 'natural-oak',
      });
      expect(errorCode(unknownModel.body)).toBe('catalogue/not_found');
      const unknownStyle = await updatePrice(admin.token, { ...body, modelId: 'b24', styleId: 'default' });
      expect(errorCode(unknownStyle.body)).toBe('catalogue/not_found');
      const appliance = await updatePrice(admin.token, { ...body, modelId: 'rf30-ss' });
      expect(appliance.status).toBe(400);
      expect(errorCode(appliance.body)).toBe('catalogue/price_not_editable');
      expect(await api.storage.catalogue.priceOverrides(admin.user.id)).toEqual([]);
    });

    it.each([
      { newPrice: -1 },
      { newPrice: 1.234 },
      { newPrice: '5' },
      { newPrice: { $gt: 0 } },
      { modelId: { $ne: '' } },
      { action: 'deleteAll' },
      { accountId: undefined },
    ])('refuses the bad body %j with 400 and stores nothing', async (change) => {
      const reply = await updatePrice(admin.token, {
        accountId: admin.user.id,
        modelId: 'b24',
        styleId: 'natural-oak',
        newPrice: 10,
        ...change,
      });
      expect(reply.status).toBe(400);
      expect(await api.storage.catalogue.priceOverrides(admin.user.id)).toEqual([]);
    });
  });

  describe('PUT /admin/accounts/:userId/standing', () => {
    it('lets an admin make another user an admin, answering with the plan billing gives them', async () => {
      await subscribeToPlan(call, free.token, 'pro');
      const reply = await call(`/admin/accounts/${free.user.id}/standing`, {
        method: 'PUT',
        token: admin.token,
        body: { isAdmin: true },
      });
      expect(reply.status).toBe(200);
      expect(AccountStandingResponseSchema.parse(reply.body).data).toEqual({
        userId: free.user.id,
        planId: 'pro',
        isAdmin: true,
      });
      expect(await api.storage.admins.isAdmin(free.user.id)).toBe(true);
    });

    it('grants no plan: billing owns plans, so a body naming one is refused (400) and the plan stays free', async () => {
      const reply = await call(`/admin/accounts/${free.user.id}/standing`, {
        method: 'PUT',
        token: admin.token,
        body: { isAdmin: false, planId: 'ultimate' },
      });
      expect(reply.status).toBe(400);
      expect((await model('rf42-ss', free.token)).locked).toBe(true);
    });

    it('refuses non-admins (403), unknown users (404) and bad bodies (400), changing nothing', async () => {
      const self = await call(`/admin/accounts/${free.user.id}/standing`, {
        method: 'PUT',
        token: free.token,
        body: { isAdmin: true },
      });
      expect(self.status).toBe(403);
      expect(errorCode(self.body)).toBe('admin/forbidden');
      const nobody = await call('/admin/accounts/user_nobody/standing', {
        method: 'PUT',
        token: admin.token,
        body: { isAdmin: true },
      });
      expect(nobody.status).toBe(404);
      const empty = await call(`/admin/accounts/${free.user.id}/standing`, {
        method: 'PUT',
        token: admin.token,
        body: {},
      });
      expect(empty.status).toBe(400);
      const injected = await call(`/admin/accounts/${free.user.id}/standing`, {
        method: 'PUT',
        token: admin.token,
        body: { isAdmin: { $ne: false } },
      });
      expect(injected.status).toBe(400);
      expect(await api.storage.admins.isAdmin(free.user.id)).toBe(false);
    });
  });
});
