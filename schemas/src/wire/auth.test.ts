import { describe, expect, it } from 'vitest';
import {
  DesignerLoginRequestSchema,
  ForgotVerifyRequestSchema,
  GuestLoginRequestSchema,
  GuestLoginResponseSchema,
  RESET_CODE_TTL_MS,
  passwordsMatch,
} from './auth';

describe('auth payloads', () => {
  it('accepts a guest login with an e-mail alone and refuses an address without a domain', () => {
    expect(GuestLoginRequestSchema.parse({ email: ' a@b.co ' }).email).toBe('a@b.co');
    expect(GuestLoginRequestSchema.safeParse({ email: 'a@b' }).success).toBe(false);
    expect(GuestLoginRequestSchema.safeParse({ email: 'a b@c.de' }).success).toBe(false);
  });

  it('answers a guest login with exactly one of auth, redirect or askForPassword', () => {
    const user = { id: 'user_1', email: 'a@b.co', name: 'a', guest: true };
    expect(GuestLoginResponseSchema.safeParse({ data: { auth: { token: 't', user } } }).success).toBe(true);
    expect(GuestLoginResponseSchema.safeParse({ data: { redirect: '/x' } }).success).toBe(true);
    expect(GuestLoginResponseSchema.safeParse({ data: { askForPassword: true } }).success).toBe(true);
    expect(GuestLoginResponseSchema.safeParse({ data: {} }).success).toBe(false);
  });

  it('takes a designer login code only as six digits', () => {
    const login = { email: 'a@b.co', password: 'long enough' };
    expect(DesignerLoginRequestSchema.safeParse({ ...login, code: ' 123456 ' }).success).toBe(true);
    expect(DesignerLoginRequestSchema.safeParse({ ...login, code: '12345' }).success).toBe(false);
  });

  it('asks a new password of at least 8 characters when resetting', () => {
    const reset = { email: 'a@b.co', code: '123456' };
    expect(ForgotVerifyRequestSchema.safeParse({ ...reset, password: 'short' }).success).toBe(false);
    expect(ForgotVerifyRequestSchema.safeParse({ ...reset, password: 'eight ch' }).success).toBe(true);
  });

  it('keeps a reset code for 10 minutes and needs the confirmation to equal the password', () => {
    expect(RESET_CODE_TTL_MS).toBe(600_000);
    expect(passwordsMatch('secret-one', 'secret-one')).toBe(true);
    expect(passwordsMatch('secret-one', 'secret-two')).toBe(false);
  });
});
