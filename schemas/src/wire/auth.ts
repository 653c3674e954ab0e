import { z } from 'zod';

/** The spec's simple address pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Verification and reset codes are six digits sent by mail. */
export const VerificationCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

/**
 * POST /api/auth/guest. `code` is the one mailed when the e-mail already has an account and this
 * browser is not one of its own (the server answers auth/code_required first).
 */
export const GuestLoginRequestSchema = z.object({
  email: z.string().trim().regex(EMAIL_PATTERN),
  userId: z.string().optional(),
  referrer: z.string().optional(),
  userInfo: z.record(z.string(), z.unknown()).optional(),
  code: VerificationCodeSchema.optional(),
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

/** Passwords are checked for length only: long passphrases beat composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
const password = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/** A reset code lives 10 minutes (spec 000 section 9). */
export const RESET_CODE_TTL_MS = 10 * 60 * 1000;

/** POST /api/auth/userId/get: which user a save's visitor is tracked as (spec 000 section 7). */
export const UserIdRequestSchema = z.object({ saveId: z.string().min(1) });
export type UserIdRequest = z.infer<typeof UserIdRequestSchema>;
export const UserIdResponseSchema = z.object({ data: z.object({ userId: z.string().nullable() }) });
export type UserIdResponse = z.infer<typeof UserIdResponseSchema>;

/**
 * POST /api/auth/login: a designer's e-mail and password, and the mailed code when the server asked
 * for one (it answers auth/code_required first). The spec does not show the path.
 */
export const DesignerLoginRequestSchema = z.object({
  email: z.string().trim().regex(EMAIL_PATTERN),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  userId: z.string().optional(),
  code: VerificationCodeSchema.optional(),
});
export type DesignerLoginRequest = z.infer<typeof DesignerLoginRequestSchema>;

/** A successful designer login, reset or guest login: the session token and who it belongs to. */
export const AuthResponseSchema = z.object({
  data: z.object({ auth: z.object({ token: z.string(), user: AuthUserSchema }) }),
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

/** POST /api/auth/forgot: mails a reset code; answers the same whether or not the address is known. */
export const ForgotPasswordRequestSchema = z.object({
  email: z.string().trim().regex(EMAIL_PATTERN),
  userId: z.string().optional(),
});
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;
export const ForgotPasswordResponseSchema = z.object({ data: z.object({ sent: z.literal(true) }) });
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponseSchema>;

/**
 * POST /api/auth/forgot/verify: the code and the new password; the answer logs the user in. The spec
 * sends code, password and userId; the e-mail of step 1 comes too, so a six-digit code is only ever
 * tried against one account and attempts can be limited per account.
 */
export const ForgotVerifyRequestSchema = z.object({
  email: z.string().trim().regex(EMAIL_PATTERN),
  code: VerificationCodeSchema,
  password,
  userId: z.string().optional(),
});
export type ForgotVerifyRequest = z.infer<typeof ForgotVerifyRequestSchema>;

/** The reset dialog's second step checks the confirmation before it sends anything (spec 000 section 5). */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}
