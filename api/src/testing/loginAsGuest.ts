import { GuestLoginResponseSchema, type AuthUser } from '@kitchensync/schemas';
import type { apiClient } from './apiClient';

export async function loginAsGuest(
  call: ReturnType<typeof apiClient>,
  email: string,
): Promise<{ token: string; user: AuthUser }> {
  const reply = await call('/auth/guest', { method: 'POST', body: { email } });
  const { data } = GuestLoginResponseSchema.parse(reply.body);
  if (!('auth' in data)) throw new Error(`guest login for ${email} did not authenticate`);
  return data.auth;
}
