import { AcceptInvitationResponseSchema, planById, type AuthUser } from '@kitchensync/schemas';
import type { apiClient } from './apiClient';
import type { TestApi } from './startTestApi';
import { subscribeToPlan } from './subscribeToPlan';

const TEAM = planById('team');

interface Coworker {
  token: string;
  id: string;
  user: AuthUser;
}

function mailedInviteToken(api: TestApi, email: string): string {
  const mail = api.sentMail.filter((message) => message.to === email).at(-1);
  const token = mail && /invite=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no invitation was mailed to ${email}`);
  return token;
}

/**
 * A business organisation formed the way people form one: the owner subscribes to the Team plan
 * through the test gateway (with licenses for everyone), invites each coworker by e-mail, and each
 * opens the mailed link and accepts it with a password. Accepting ends a coworker's earlier (guest)
 * sessions, so the answer is their new logins, in the order of `coworkerEmails`.
 */
export async function formOrganisation<const Emails extends readonly string[]>(
  api: TestApi,
  call: ReturnType<typeof apiClient>,
  ownerToken: string,
  coworkerEmails: Emails,
): Promise<{ [Index in keyof Emails]: Coworker }> {
  const included = TEAM?.includedLicenses ?? 1;
  await subscribeToPlan(call, ownerToken, 'team', Math.max(0, coworkerEmails.length + 1 - included));
  const coworkers: Coworker[] = [];
  for (const email of coworkerEmails) {
    const invited = await call('/organisation/invites', {
      method: 'POST',
      token: ownerToken,
      body: { email },
    });
    if (invited.status !== 201) throw new Error(`inviting ${email} answered ${invited.status}`);
    const accepted = await call(`/invitations/${mailedInviteToken(api, email)}/accept`, {
      method: 'POST',
      body: { password: 'coworker password' },
    });
    const { auth } = AcceptInvitationResponseSchema.parse(accepted.body).data;
    if (!auth) throw new Error(`accepting the invitation of ${email} logged nobody in`);
    coworkers.push({ token: auth.token, id: auth.user.id, user: auth.user });
  }
  // One login per e-mail, in order, which is what the mapped type says.
  return coworkers as { [Index in keyof Emails]: Coworker };
}
