import { z } from 'zod';
import { EMAIL_PATTERN, AuthUserSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth';

export const OrganisationRoleSchema = z.enum(['owner', 'member']);
export type OrganisationRole = z.infer<typeof OrganisationRoleSchema>;

export const OrganisationMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: OrganisationRoleSchema,
});
export type OrganisationMember = z.infer<typeof OrganisationMemberSchema>;

/** A pending invitation as its organisation's owner sees it (never its token). */
export const OrganisationInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.number(),
  expiresAt: z.number(),
});
export type OrganisationInvite = z.infer<typeof OrganisationInviteSchema>;

/**
 * GET /api/organisation: the caller's organisation, or null. Licenses count the owner and members
 * (`used`) plus pending invitations (`reserved`) against the plan's included and additional ones.
 */
export const OrganisationResponseSchema = z.object({
  data: z
    .object({
      id: z.string(),
      name: z.string(),
      ownerId: z.string(),
      role: OrganisationRoleSchema,
      members: z.array(OrganisationMemberSchema),
      invites: z.array(OrganisationInviteSchema),
      licenses: z.object({ total: z.number().int(), used: z.number().int(), reserved: z.number().int() }),
    })
    .nullable(),
});
export type OrganisationResponse = z.infer<typeof OrganisationResponseSchema>;

/** POST /api/organisation/invites */
export const InviteCoworkerRequestSchema = z.object({ email: z.string().trim().regex(EMAIL_PATTERN) });
export type InviteCoworkerRequest = z.infer<typeof InviteCoworkerRequestSchema>;
export const InviteCoworkerResponseSchema = z.object({ data: OrganisationInviteSchema });
export type InviteCoworkerResponse = z.infer<typeof InviteCoworkerResponseSchema>;

/** GET /api/invitations/:token: what the account setup page shows before accepting. */
export const InvitationResponseSchema = z.object({
  data: z.object({
    organisationName: z.string(),
    inviterName: z.string(),
    email: z.string(),
    /** True when the invited address already has a password: accepting then needs that login. */
    needsLogin: z.boolean(),
  }),
});
export type InvitationResponse = z.infer<typeof InvitationResponseSchema>;

/**
 * POST /api/invitations/:token/accept. A new account (or a guest one) sets its name and password
 * here; an account that already has a password accepts while logged in and sends nothing.
 */
export const AcceptInvitationRequestSchema = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH).optional(),
});
export type AcceptInvitationRequest = z.infer<typeof AcceptInvitationRequestSchema>;
export const AcceptInvitationResponseSchema = z.object({
  data: z.object({
    organisation: z.object({ id: z.string(), name: z.string() }),
    /** A new session when accepting created or completed the account; null when the caller was logged in. */
    auth: z.object({ token: z.string(), user: AuthUserSchema }).nullable(),
  }),
});
export type AcceptInvitationResponse = z.infer<typeof AcceptInvitationResponseSchema>;
