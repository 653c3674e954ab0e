import { GuestLoginResponseSchema, type AuthUser } from '@kitchensync/schemas';
import type { apiClient } from './apiClient';

/**
 * A guest login by e-mail. A new address logs in at once; an existing one only from a browser of
 * its own, which `browser` stands for: a session token of the account or its `design_device` cookie.
 */
export async function loginAsGuest(
  call: ReturnType<typeof apiClient>,
  email: string,
  browser: { token?: string; cookie?: string } = {},
): Promise<{ token: string; user: AuthUser }> {
  const reply = await call('/auth/guest', { method: 'POST', body: { email }, ...browser });
  const { data } = GuestLoginResponseSchema.parse(reply.body);
  if (!('auth' in data)) throw new Error(`guest login for ${email} did not authenticate`);
  return data.auth;
}
