import { AuthResponseSchema, type AuthUser } from '@kitchensync/schemas';
import type { apiClient } from './apiClient';
import { mailedCode } from './mailedCode';
import type { TestApi } from './startTestApi';

export interface Designer {
  token: string;
  user: AuthUser;
  /** The `design_device=…` cookie of the browser that set the password, trusted by the account. */
  deviceCookie: string;
}

/** A designer the way a person becomes one: a reset code to the address, then a password. */
export async function becomeDesigner(
  api: TestApi,
  call: ReturnType<typeof apiClient>,
  email: string,
  password = 'correct horse battery',
): Promise<Designer> {
  await call('/auth/guest', { method: 'POST', body: { email } });
  await call('/auth/forgot', { method: 'POST', body: { email } });
  const reply = await call('/auth/forgot/verify', {
    method: 'POST',
    body: { email, code: mailedCode(api, email), password },
  });
  const { auth } = AuthResponseSchema.parse(reply.body).data;
  const deviceCookie = reply.setCookies.find((cookie) => cookie.startsWith('design_device='))?.split(';')[0];
  if (!deviceCookie) throw new Error('reset did not trust the browser');
  return { ...auth, deviceCookie };
}
