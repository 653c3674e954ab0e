import { z } from 'zod';
import { PlanSchema } from '../plans/plan';
import { AuthUserSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth';
import { SubscriptionStateSchema } from './billing';

/** GET /api/account: what the account setup page shows. */
export const AccountResponseSchema = z.object({
  data: z.object({
    user: AuthUserSchema,
    plan: PlanSchema,
    /** The subscription paying for the plan: the caller's own, or its organisation owner's. */
    subscription: SubscriptionStateSchema.nullable(),
    organisation: z
      .object({ id: z.string(), name: z.string(), role: z.enum(['owner', 'member']) })
      .nullable(),
  }),
});
export type AccountResponse = z.infer<typeof AccountResponseSchema>;

/**
 * PATCH /api/account: a new name, or a new password with the current one. An account without a
 * password gets its first one through the reset code (POST /api/auth/forgot), which proves the
 * address is the caller's.
 */
export const UpdateAccountRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH).optional(),
    currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH).optional(),
  })
  .refine((request) => request.name !== undefined || request.password !== undefined, {
    message: 'Nothing to change.',
  })
  .refine((request) => request.password === undefined || request.currentPassword !== undefined, {
    path: ['currentPassword'],
    message: 'The current password is needed to set a new one.',
  });
export type UpdateAccountRequest = z.infer<typeof UpdateAccountRequestSchema>;

/** GET /api/auth/sessions: the caller's live sessions, so one can be ended from elsewhere. */
export const SessionsResponseSchema = z.object({
  data: z.array(
    z.object({ id: z.string(), createdAt: z.number(), expiresAt: z.number(), current: z.boolean() }),
  ),
});
export type SessionsResponse = z.infer<typeof SessionsResponseSchema>;
