import {
  AcceptInvitationResponseSchema,
  ApiErrorBodySchema,
  CoworkersResponseSchema,
  InvitationResponseSchema,
  InviteCoworkerResponseSchema,
  OrganisationResponseSchema,
  SaveResponseSchema,
  UserIdResponseSchema,
} from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_PAYMENT_NONCES } from '../billing/createTestPaymentGateway';
import { apiClient } from '../testing/apiClient';
import { becomeDesigner, type Designer } from '../testing/becomeDesigner';
import { loginAsGuest } from '../testing/loginAsGuest';
import { startTestApi, type TestApi } from '../testing/startTestApi';
import { tempDir } from '../testing/tempDir';

const SECRET = new TextEncoder().encode('organisation-secret-organisation-sec');

function errorCode(body: unknown): string {
  return ApiErrorBodySchema.parse(body).error.code;
}

describe('organisations and coworkers', () => {
  let dir: ReturnType<typeof tempDir>;
  let api: TestApi;
  let call: ReturnType<typeof apiClient>;
  let owner: Designer;

  const inviteToken = (email: string) => {
    const mail = api.sentMail.filter((message) => message.to === email).at(-1);
    const token = mail && /invite=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no invitation mailed to ${email}`);
    return token;
  };
  const invite = (email: unknown, token = owner.token) =>
    call('/organisation/invites', { method: 'POST', token, body: { email } });
  const organisation = async (token = owner.token) =>
    OrganisationResponseSchema.parse((await call('/organisation', { token })).body).data;

  beforeEach(async () => {
    dir = tempDir('api-organisations');
    api = await startTestApi(dir.path, SECRET);
    call = apiClient(api.baseUrl);
    owner = await becomeDesigner(api, call, 'owner@example.com');
  });

  afterEach(async () => {
    await api.close();
    dir.remove();
  });

  const subscribeTeam = () =>
    call('/subscribe', {
      method: 'POST',
      token: owner.token,
      body: {
        planId: 'team',
        payment: { nonce: TEST_PAYMENT_NONCES.valid },
        administratorEmail: 'owner@example.com',
        name: 'Acme Kitchens',
        gateway: 'test',
      },
    });

  it('refuses invitations on a plan that is not a business plan', async () => {
    const reply = await invite('someone@example.com');
    expect(reply.status).toBe(402);
    expect(errorCode(reply.body)).toBe('organisation/needs_business_plan');
    expect(api.sentMail.filter((mail) => mail.to === 'someone@example.com')).toEqual([]);
  });

  it('invites coworkers up to the licenses of the plan (team: 3 with the owner) and refuses one more', async () => {
    await subscribeTeam();
    expect((await invite('ann@example.com')).status).toBe(201);
    const second = await invite('Bob@Example.com');
    expect(InviteCoworkerResponseSchema.parse(second.body).data.email).toBe('bob@example.com');
    const beyond = await invite('cid@example.com');
    expect(beyond.status).toBe(402);
    expect(errorCode(beyond.body)).toBe('organisation/no_licenses_left');
    expect(api.sentMail.filter((mail) => mail.to === 'cid@example.com')).toEqual([]);
    const view = await organisation();
    expect(view?.licenses).toEqual({ total: 3, used: 1, reserved: 2 });
    expect(view?.invites.map((open) => open.email)).toEqual(['ann@example.com', 'bob@example.com']);

    const lower = await call('/subscribe/change/post', {
      method: 'POST',
      token: owner.token,
      body: { planId: 'pro', gateway: 'test', theSameCard: true },
    });
    expect(errorCode(lower.body)).toBe('billing/licenses_in_use');

    const revoked = await call(`/organisation/invites/${view?.invites[1]?.id}`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(revoked.status).toBe(204);
    expect((await invite('cid@example.com')).status).toBe(201);
  });

  it('creates the account of a new coworker on accept, with its password, and logs it in', async () => {
    await subscribeTeam();
    const guest = await loginAsGuest(call, 'ann@example.com');
    await invite('ann@example.com');
    const token = inviteToken('ann@example.com');
    const shown = InvitationResponseSchema.parse((await call(`/invitations/${token}`)).body).data;
    expect(shown).toEqual({
      organisationName: 'Acme Kitchens',
      inviterName: owner.user.name,
      email: 'ann@example.com',
      needsLogin: false,
    });
    const noPassword = await call(`/invitations/${token}/accept`, { method: 'POST', body: {} });
    expect(errorCode(noPassword.body)).toBe('organisation/password_required');
    const accepted = await call(`/invitations/${token}/accept`, {
      method: 'POST',
      body: { name: 'Ann Lee', password: 'ann has a password' },
    });
    expect(accepted.status).toBe(200);
    const { data } = AcceptInvitationResponseSchema.parse(accepted.body);
    expect(data.auth?.user).toMatchObject({ email: 'ann@example.com', name: 'Ann Lee', guest: false });
    expect((await call('/auth/me', { token: guest.token })).body).toEqual({ user: null });
    const seen = await organisation(data.auth!.token);
    expect(seen).toMatchObject({ name: 'Acme Kitchens', role: 'member', invites: [] });
    expect(seen?.members.map((member) => member.email)).toEqual(['owner@example.com', 'ann@example.com']);
    expect((await call(`/invitations/${token}`)).status).toBe(404);
    const plan = await call('/account', { token: data.auth!.token });
    expect(plan.body).toMatchObject({ data: { plan: { id: 'team' } } });
  });

  it('lets an existing designer accept only while logged in as the invited address', async () => {
    await subscribeTeam();
    const bob = await becomeDesigner(api, call, 'bob@example.com');
    const other = await becomeDesigner(api, call, 'other@example.com');
    await invite('bob@example.com');
    const token = inviteToken('bob@example.com');
    expect(InvitationResponseSchema.parse((await call(`/invitations/${token}`)).body).data.needsLogin).toBe(
      true,
    );
    const anonymous = await call(`/invitations/${token}/accept`, {
      method: 'POST',
      body: { password: 'take over bob' },
    });
    expect(errorCode(anonymous.body)).toBe('auth/required');
    const wrong = await call(`/invitations/${token}/accept`, {
      method: 'POST',
      token: other.token,
      body: {},
    });
    expect(errorCode(wrong.body)).toBe('organisation/invite_other_account');
    const accepted = await call(`/invitations/${token}/accept`, {
      method: 'POST',
      token: bob.token,
      body: {},
    });
    expect(AcceptInvitationResponseSchema.parse(accepted.body).data.auth).toBeNull();
    expect((await organisation(bob.token))?.role).toBe('member');
  });

  it('names only credentials the caller may know: itself, its coworkers and people sharing its saves', async () => {
    await subscribeTeam();
    await invite('ann@example.com');
    const ann = AcceptInvitationResponseSchema.parse(
      (
        await call(`/invitations/${inviteToken('ann@example.com')}/accept`, {
          method: 'POST',
          body: { password: 'ann has a password' },
        })
      ).body,
    ).data.auth!;
    const stranger = await loginAsGuest(call, 'stranger@example.com');
    const reply = await call('/auth/coworkers', {
      method: 'POST',
      token: owner.token,
      body: { credentialIds: [ann.user.id, stranger.user.id, 'user_missing', owner.user.id, ann.user.id] },
    });
    expect(CoworkersResponseSchema.parse(reply.body).data).toEqual([
      { id: ann.user.id, name: ann.user.name, email: 'ann@example.com' },
      { id: owner.user.id, name: owner.user.name, email: 'owner@example.com' },
    ]);
    const fromStranger = await call('/auth/coworkers', {
      method: 'POST',
      token: stranger.token,
      body: { credentialIds: [ann.user.id, owner.user.id] },
    });
    expect(CoworkersResponseSchema.parse(fromStranger.body).data).toEqual([]);
  });

  it('removes a coworker (owner), lets a member leave, and never lets the owner leave', async () => {
    await subscribeTeam();
    await invite('ann@example.com');
    const ann = AcceptInvitationResponseSchema.parse(
      (
        await call(`/invitations/${inviteToken('ann@example.com')}/accept`, {
          method: 'POST',
          body: { password: 'ann has a password' },
        })
      ).body,
    ).data.auth!;
    expect(
      errorCode(
        (await call(`/organisation/members/${owner.user.id}`, { method: 'DELETE', token: ann.token })).body,
      ),
    ).toBe('organisation/owner_only');
    expect(
      errorCode(
        (await call(`/organisation/members/${owner.user.id}`, { method: 'DELETE', token: owner.token })).body,
      ),
    ).toBe('organisation/owner_cannot_leave');
    expect(
      (await call(`/organisation/members/${ann.user.id}`, { method: 'DELETE', token: owner.token })).status,
    ).toBe(204);
    expect(await organisation(ann.token)).toBeNull();
    expect(
      errorCode(
        (await call('/organisation/members/user_missing', { method: 'DELETE', token: owner.token })).body,
      ),
    ).toBe('organisation/member_not_found');
  });

  it('answers bad organisation input with 4xx and changes nothing', async () => {
    await subscribeTeam();
    for (const email of [{ $gt: '' }, 'not an email', 42, undefined]) {
      const reply = await invite(email);
      expect(reply.status, JSON.stringify(email)).toBe(400);
      expect(errorCode(reply.body)).toBe('auth/email_invalid');
    }
    expect(
      errorCode(
        (await call('/organisation/invites/invite_missing', { method: 'DELETE', token: owner.token })).body,
      ),
    ).toBe('organisation/invite_not_found');
    expect((await call('/invitations/not-a-token')).status).toBe(404);
    const badAccept = await call('/invitations/not-a-token/accept', {
      method: 'POST',
      body: { password: { $gt: '' } },
    });
    expect(badAccept.status).toBe(400);
    const unknownAccept = await call('/invitations/not-a-token/accept', {
      method: 'POST',
      body: { password: 'long enough password' },
    });
    expect(errorCode(unknownAccept.body)).toBe('organisation/invite_not_found');
    for (const body of [{ credentialIds: 'user_1' }, { credentialIds: [{ $gt: '' }] }, {}]) {
      const reply = await call('/auth/coworkers', { method: 'POST', token: owner.token, body });
      expect(errorCode(reply.body)).toBe('request/invalid');
    }
    expect(errorCode((await call('/organisation', {})).body)).toBe('auth/required');
    expect((await organisation())?.invites).toEqual([]);
  });

  it("answers userId/get with the save owner's id for a visible save and 404 for anything else", async () => {
    const save = SaveResponseSchema.parse(
      (await call('/saves', { method: 'POST', token: owner.token, body: { filename: 'Galley' } })).body,
    ).save;
    const mine = await call('/auth/userId/get', {
      method: 'POST',
      token: owner.token,
      body: { saveId: save.id },
    });
    expect(UserIdResponseSchema.parse(mine.body).data.userId).toBe(owner.user.id);
    const stranger = await loginAsGuest(call, 'stranger@example.com');
    const hidden = await call('/auth/userId/get', {
      method: 'POST',
      token: stranger.token,
      body: { saveId: save.id },
    });
    expect(errorCode(hidden.body)).toBe('save/not_found');
    await call(`/saves/${save.id}/sharing`, {
      method: 'PUT',
      token: owner.token,
      body: { access: 'public', generalAccess: 'viewer' },
    });
    const publicSave = await call('/auth/userId/get', { method: 'POST', body: { saveId: save.id } });
    expect(UserIdResponseSchema.parse(publicSave.body).data.userId).toBe(owner.user.id);
    for (const body of [{ saveId: { $gt: '' } }, { saveId: '' }, {}]) {
      expect(errorCode((await call('/auth/userId/get', { method: 'POST', body })).body)).toBe(
        'request/invalid',
      );
    }
    expect(
      errorCode((await call('/auth/userId/get', { method: 'POST', body: { saveId: 'save_missing' } })).body),
    ).toBe('save/not_found');
  });
});
