import { z } from 'zod';
import { CredentialSchema } from '../account/credential';
import { CatalogCollectionSchema } from '../catalogue/catalogCollection';
import { CatalogCountertopSchema } from '../catalogue/catalogCountertop';
import { CatalogHandleSchema } from '../catalogue/catalogHandle';
import { CatalogModelSchema } from '../catalogue/catalogModel';
import { CatalogOpeningSchema } from '../catalogue/catalogOpening';
import { ClientDomainSettingsSchema } from '../catalogue/clientDomainSettings';
import { ModelTypeSchema } from '../catalogue/modelType';
import { TextureCategorySchema, TextureSchema } from '../catalogue/texture';
import { PlanSchema } from '../plans/plan';

/** An account id as requests carry it: the catalogue account whose prices and settings apply. */
export const AccountIdSchema = z.string().min(1).max(100);

/** Calls that name an account (spec 001 section 7). */
export const AccountRequestSchema = z.object({ accountId: AccountIdSchema });
export type AccountRequest = z.infer<typeof AccountRequestSchema>;

/** POST /api/openings/get: the account's openings, locked ones included (the client hides them as the plan says). */
export const OpeningsResponseSchema = z.object({ data: z.array(CatalogOpeningSchema) });
export type OpeningsResponse = z.infer<typeof OpeningsResponseSchema>;

/** POST /api/accounts/settings/livechat/get: the live chat to offer, or null (then the contact-us link). */
export const LiveChatResponseSchema = z.object({
  data: z.object({ url: z.url() }).nullable(),
});
export type LiveChatResponse = z.infer<typeof LiveChatResponseSchema>;

/** POST /api/checkAdmin (spec 001 section 7); a failure reads as neither (section 8). */
export const CheckAdminRequestSchema = z.object({
  userId: z.string().max(100).optional(),
  credentialId: z.string().min(1).max(100),
  credentialEmail: z.string().max(320).optional(),
});
export type CheckAdminRequest = z.infer<typeof CheckAdminRequestSchema>;

export const CheckAdminResponseSchema = z.object({ isAdmin: z.boolean(), isUltimatePlan: z.boolean() });
export type CheckAdminResponse = z.infer<typeof CheckAdminResponseSchema>;

/** POST /api/auth/coworkers (spec 000 section 7): credentials by id; unknown ids are left out. */
export const CoworkersRequestSchema = z.object({ credentialIds: z.array(z.string().min(1)).max(500) });
export type CoworkersRequest = z.infer<typeof CoworkersRequestSchema>;

export const CoworkersResponseSchema = z.object({ data: z.array(CredentialSchema) });
export type CoworkersResponse = z.infer<typeof CoworkersResponseSchema>;

const queryText = z.string().min(1).max(100);

/**
 * GET /api/catalogue/models: models by type, subcategory and collection, priced for `accountId`
 * (the catalogue's own prices without it). `style` keeps the models that come in that collection and
 * only that style of each.
 */
export const CatalogueModelsQuerySchema = z.object({
  type: ModelTypeSchema.optional(),
  subcategory: queryText.optional(),
  style: queryText.optional(),
  accountId: AccountIdSchema.optional(),
});
export type CatalogueModelsQuery = z.infer<typeof CatalogueModelsQuerySchema>;

/** GET /api/catalogue/models/:catalogModelId. */
export const CatalogueModelQuerySchema = z.object({ accountId: AccountIdSchema.optional() });
export type CatalogueModelQuery = z.infer<typeof CatalogueModelQuerySchema>;

/** GET /api/catalogue/textures: textures of one picker, or all. */
export const CatalogueTexturesQuerySchema = z.object({ category: TextureCategorySchema.optional() });
export type CatalogueTexturesQuery = z.infer<typeof CatalogueTexturesQuerySchema>;

/**
 * Catalogue answers mark each item `locked` for the caller's plan (the client shows the premium
 * upsell for those); on a client domain locked items are left out instead.
 */
export const CatalogueModelsResponseSchema = z.object({ data: z.array(CatalogModelSchema) });
export type CatalogueModelsResponse = z.infer<typeof CatalogueModelsResponseSchema>;
export const CatalogueModelResponseSchema = z.object({ data: CatalogModelSchema });
export type CatalogueModelResponse = z.infer<typeof CatalogueModelResponseSchema>;
export const CatalogueCollectionsResponseSchema = z.object({ data: z.array(CatalogCollectionSchema) });
export type CatalogueCollectionsResponse = z.infer<typeof CatalogueCollectionsResponseSchema>;
export const CatalogueTexturesResponseSchema = z.object({ data: z.array(TextureSchema) });
export type CatalogueTexturesResponse = z.infer<typeof CatalogueTexturesResponseSchema>;
export const CatalogueCountertopsResponseSchema = z.object({ data: z.array(CatalogCountertopSchema) });
export type CatalogueCountertopsResponse = z.infer<typeof CatalogueCountertopsResponseSchema>;
export const CatalogueHandlesResponseSchema = z.object({ data: z.array(CatalogHandleSchema) });
export type CatalogueHandlesResponse = z.infer<typeof CatalogueHandlesResponseSchema>;

/**
 * GET /api/client-domain: the white-label settings of the host the request came to and the plans
 * the purchase dialog offers there; null on the product's own hosts.
 */
export const ClientDomainResponseSchema = z.object({
  data: z.object({ settings: ClientDomainSettingsSchema, plans: z.array(PlanSchema) }).nullable(),
});
export type ClientDomainResponse = z.infer<typeof ClientDomainResponseSchema>;

/** PUT /api/admin/client-domains/:host (admins only): the host comes from the path. */
export const PutClientDomainRequestSchema = ClientDomainSettingsSchema.omit({ host: true });
export type PutClientDomainRequest = z.infer<typeof PutClientDomainRequestSchema>;

/**
 * PUT /api/admin/accounts/:userId/standing (admins only): sets the admin flag. Plans come from
 * billing, so a body naming one is refused rather than quietly ignored.
 */
export const AccountStandingRequestSchema = z.strictObject({ isAdmin: z.boolean() });
export type AccountStandingRequest = z.infer<typeof AccountStandingRequestSchema>;

export const AccountStandingResponseSchema = z.object({
  data: z.object({ userId: z.string(), planId: z.string(), isAdmin: z.boolean() }),
});
export type AccountStandingResponse = z.infer<typeof AccountStandingResponseSchema>;
