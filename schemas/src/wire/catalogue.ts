import { z } from 'zod';
import { CredentialSchema } from '../account/credential';
import { CatalogOpeningSchema } from '../catalogue/catalogOpening';

/** Calls that name an account (spec 001 section 7). */
export const AccountRequestSchema = z.object({ accountId: z.string().min(1) });
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
  userId: z.string().optional(),
  credentialId: z.string().min(1),
  credentialEmail: z.string().optional(),
});
export type CheckAdminRequest = z.infer<typeof CheckAdminRequestSchema>;

export const CheckAdminResponseSchema = z.object({ isAdmin: z.boolean(), isUltimatePlan: z.boolean() });
export type CheckAdminResponse = z.infer<typeof CheckAdminResponseSchema>;

/** POST /api/auth/coworkers (spec 000 section 7): credentials by id; unknown ids are left out. */
export const CoworkersRequestSchema = z.object({ credentialIds: z.array(z.string().min(1)).max(500) });
export type CoworkersRequest = z.infer<typeof CoworkersRequestSchema>;

export const CoworkersResponseSchema = z.object({ data: z.array(CredentialSchema) });
export type CoworkersResponse = z.infer<typeof CoworkersResponseSchema>;
