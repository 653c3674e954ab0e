import { z } from 'zod';

/** The spec's simple address pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const GuestLoginRequestSchema = z.object({
  email: z.string().trim().regex(EMAIL_PATTERN),
  userId: z.string().optional(),
  referrer: z.string().optional(),
  userInfo: z.record(z.string(), z.unknown()).optional(),
});
export type GuestLoginRequest = z.infer<typeof GuestLoginRequestSchema>;

export const AuthUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  guest: z.boolean(),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

/** POST /api/auth/guest answers with exactly one of auth, redirect or askForPassword. */
export const GuestLoginResponseSchema = z.object({
  data: z.union([
    z.object({ auth: z.object({ token: z.string(), user: AuthUserSchema }) }),
    z.object({ redirect: z.string() }),
    z.object({ askForPassword: z.literal(true) }),
  ]),
});
export type GuestLoginResponse = z.infer<typeof GuestLoginResponseSchema>;

export const MeResponseSchema = z.object({ user: AuthUserSchema.nullable() });
export type MeResponse = z.infer<typeof MeResponseSchema>;
