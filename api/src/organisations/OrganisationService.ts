import {
  createId,
  type AcceptInvitationRequest,
  type AcceptInvitationResponse,
  type AuthUser,
  type Credential,
  type InvitationResponse,
  type OrganisationInvite,
  type OrganisationResponse,
} from '@kitchensync/schemas';
import type { AuthService } from '../auth/AuthService';
import type { Authentication } from '../auth/Authentication';
import { authMail } from '../auth/authMail';
import { passwordHash } from '../auth/passwordHash';
import type { SessionRepository } from '../auth/SessionRepository';
import { sessionToken } from '../auth/sessionToken';
import type { UserRepository } from '../auth/UserRepository';
import type { UserPlans } from '../billing/UserPlans';
import { ApiError } from '../http/ApiError';
import type { Mailer } from '../mail/Mailer';
import type { SaveRepository } from '../saves/SaveRepository';
import type { InviteRecord, OrganisationRecord } from './OrganisationRecord';
import type { OrganisationRepository } from './OrganisationRepository';
import { newId } from './newId';

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface OrganisationServiceDependencies {
  organisations: OrganisationRepository;
  users: UserRepository;
  sessions: SessionRepository;
  saves: SaveRepository;
  userPlans: UserPlans;
  auth: AuthService;
  mailer: Mailer;
  /** Where the account setup page lives, for the link in invitation mails. */
  publicUrl: string;
  now: () => number;
}

function toInvite(invite: InviteRecord): OrganisationInvite {
  return { id: invite.id, email: invite.email, createdAt: invite.createdAt, expiresAt: invite.expiresAt };
}

/**
 * Coworkers: the owner of a business plan invites people by e-mail up to the plan's licenses
 * (members and open invitations both hold a license); they join by accepting the mailed link.
 */
export class OrganisationService {
  constructor(private readonly deps: OrganisationServiceDependencies) {}

  async view(user: AuthUser): Promise<OrganisationResponse['data']> {
    const { organisations, users } = this.deps;
    const membership = await organisations.membershipOf(user.id);
    const organisation = membership ? await organisations.findById(membership.organisationId) : null;
    if (!membership || !organisation) return null;
    const members = await organisations.members(organisation.id);
    const records = new Map((await users.findByIds(members.map((m) => m.userId))).map((u) => [u.id, u]));
    const invites = await organisations.openInvites(organisation.id, this.deps.now());
    const { licenses } = await this.deps.userPlans.standingOf(organisation.ownerId);
    return {
      id: organisation.id,
      name: organisation.name,
      ownerId: organisation.ownerId,
      role: membership.role,
      members: members.map((member) => ({
        id: member.userId,
        name: records.get(member.userId)?.name ?? '',
        email: records.get(member.userId)?.email ?? '',
        role: member.role,
      })),
      invites: membership.role === 'owner' ? invites.map(toInvite) : [],
      licenses: { total: licenses, used: members.length, reserved: invites.length },
    };
  }

  /** The organisation an owner runs, created on first need (a business subscription or invite). */
  async ensureOwnedOrganisation(ownerId: string, name: string): Promise<OrganisationRecord> {
    const { organisations } = this.deps;
    const membership = await organisations.membershipOf(ownerId);
    if (membership) {
      if (membership.role !== 'owner') throw new ApiError('organisation/owner_only');
      const existing = await organisations.findById(membership.organisationId);
      if (existing) return existing;
    }
    const organisation = { id: newId('org'), name, ownerId, createdAt: this.deps.now() };
    if (!(await organisations.create(organisation))) throw new ApiError('organisation/owner_only');
    return organisation;
  }

  async invite(owner: AuthUser, rawEmail: string): Promise<OrganisationInvite> {
    const { organisations, users, now } = this.deps;
    const email = rawEmail.toLowerCase();
    const standing = await this.deps.userPlans.standingOf(owner.id);
    const membership = await organisations.membershipOf(owner.id);
    if (membership && membership.role !== 'owner') throw new ApiError('organisation/owner_only');
    if (standing.plan.category !== 'business') throw new ApiError('organisation/needs_business_plan');
    const organisation = await this.ensureOwnedOrganisation(
      owner.id,
      standing.subscription?.billingName || owner.name,
    );
    const invitee = await users.findByEmail(email);
    if (invitee && (await organisations.membershipOf(invitee.id)))
      throw new ApiError('organisation/already_member');
    const members = await organisations.members(organisation.id);
    const open = await organisations.openInvites(organisation.id, now());
    const replaced = open.filter((invite) => invite.email === email);
    if (members.length + open.length - replaced.length >= standing.licenses) {
      throw new ApiError('organisation/no_licenses_left');
    }
    for (const invite of replaced) await organisations.closeInvite(invite.id, now());
    const token = sessionToken.create();
    const createdAt = now();
    const invite: InviteRecord = {
      id: newId('invite'),
      organisationId: organisation.id,
      email,
      tokenHash: sessionToken.hash(token),
      invitedBy: owner.id,
      createdAt,
      expiresAt: createdAt + INVITE_TTL_MS,
      closedAt: null,
    };
    await organisations.createInvite(invite);
    const link = `${this.deps.publicUrl.replace(/\/$/, '')}/account/setup?invite=${token}`;
    await this.deps.mailer.send({ to: email, ...authMail.invitation(organisation.name, owner.name, link) });
    return toInvite(invite);
  }

  async revokeInvite(owner: AuthUser, inviteId: string): Promise<void> {
    const organisation = await this.ownedOrganisation(owner);
    const invite = await this.deps.organisations.findInvite(organisation.id, inviteId);
    if (!invite || !(await this.deps.organisations.closeInvite(invite.id, this.deps.now()))) {
      throw new ApiError('organisation/invite_not_found');
    }
  }

  async invitation(token: string): Promise<InvitationResponse['data']> {
    const { invite, organisation } = await this.openInvite(token);
    const inviter = await this.deps.users.findById(invite.invitedBy);
    const existing = await this.deps.users.findByEmail(invite.email);
    return {
      organisationName: organisation.name,
      inviterName: inviter?.name ?? '',
      email: invite.email,
      needsLogin: existing !== null && existing.passwordHash !== null,
    };
  }

  /**
   * An account with a password accepts while logged in as itself. Otherwise the link itself proves
   * the address: the account is created (or a guest one completed) with the password given, its
   * other sessions end (anyone could have opened a guest session with the address), and it is logged in.
   */
  async accept(
    token: string,
    request: AcceptInvitationRequest,
    authentication: Authentication | null,
  ): Promise<AcceptInvitationResponse['data']> {
    const { users, organisations, now } = this.deps;
    const { invite, organisation } = await this.openInvite(token);
    const standing = await this.deps.userPlans.standingOf(organisation.ownerId);
    if (standing.plan.category !== 'business') throw new ApiError('organisation/needs_business_plan');
    const existing = await users.findByEmail(invite.email);
    if (existing && (await organisations.membershipOf(existing.id)))
      throw new ApiError('organisation/already_member');
    if (existing !== null && existing.passwordHash !== null) {
      if (!authentication) throw new ApiError('auth/required');
      if (authentication.user.id !== existing.id) throw new ApiError('organisation/invite_other_account');
      await this.join(invite, organisation.id, existing.id);
      return { organisation: { id: organisation.id, name: organisation.name }, auth: null };
    }
    if (request.password === undefined) throw new ApiError('organisation/password_required');
    const account =
      existing ??
      (await users.findOrCreate({
        id: createId('user'),
        email: invite.email,
        name: invite.email.slice(0, invite.email.indexOf('@')),
        passwordHash: null,
        createdAt: now(),
        homeHost: null,
      }));
    await this.join(invite, organisation.id, account.id);
    const completed = await users.update(account.id, {
      passwordHash: await passwordHash.create(request.password),
      ...(request.name === undefined ? {} : { name: request.name }),
    });
    if (!completed) throw new ApiError('organisation/invite_not_found');
    await this.deps.sessions.revokeAllOfUser(completed.id, now(), null);
    return {
      organisation: { id: organisation.id, name: organisation.name },
      auth: await this.deps.auth.startSession(completed),
    };
  }

  /** The owner removes a coworker, or a member leaves; the owner cannot leave its own organisation. */
  async removeMember(caller: AuthUser, memberId: string): Promise<void> {
    const { organisations } = this.deps;
    const membership = await organisations.membershipOf(caller.id);
    if (!membership) throw new ApiError('organisation/not_found');
    if (memberId === caller.id && membership.role === 'owner')
      throw new ApiError('organisation/owner_cannot_leave');
    if (memberId !== caller.id && membership.role !== 'owner') throw new ApiError('organisation/owner_only');
    if (!(await organisations.removeMember(membership.organisationId, memberId))) {
      throw new ApiError('organisation/member_not_found');
    }
  }

  /**
   * POST /auth/coworkers: names and e-mails of the credentials asked for that the caller may know —
   * itself, its organisation's members, and everyone on a save together with it. Others are left
   * out exactly like unknown ids.
   */
  async coworkers(caller: AuthUser, credentialIds: readonly string[]): Promise<Credential[]> {
    const organisation = await this.deps.organisations.membershipOf(caller.id);
    const members = organisation ? await this.deps.organisations.members(organisation.organisationId) : [];
    const known = new Set([
      caller.id,
      ...members.map((member) => member.userId),
      ...(await this.deps.saves.peopleSharingWith(caller.id)),
    ]);
    const wanted = [...new Set(credentialIds)].filter((id) => known.has(id));
    const found = new Map((await this.deps.users.findByIds(wanted)).map((user) => [user.id, user]));
    return wanted.flatMap((id) => {
      const user = found.get(id);
      return user ? [{ id: user.id, name: user.name, email: user.email }] : [];
    });
  }

  private async join(invite: InviteRecord, organisationId: string, userId: string): Promise<void> {
    const now = this.deps.now();
    if (!(await this.deps.organisations.closeInvite(invite.id, now)))
      throw new ApiError('organisation/invite_not_found');
    const joined = await this.deps.organisations.addMember({
      userId,
      organisationId,
      role: 'member',
      joinedAt: now,
    });
    if (!joined) throw new ApiError('organisation/already_member');
  }

  private async ownedOrganisation(owner: AuthUser): Promise<OrganisationRecord> {
    const membership = await this.deps.organisations.membershipOf(owner.id);
    if (!membership) throw new ApiError('organisation/not_found');
    if (membership.role !== 'owner') throw new ApiError('organisation/owner_only');
    const organisation = await this.deps.organisations.findById(membership.organisationId);
    if (!organisation) throw new ApiError('organisation/not_found');
    return organisation;
  }

  private async openInvite(
    token: string,
  ): Promise<{ invite: InviteRecord; organisation: OrganisationRecord }> {
    const invite = await this.deps.organisations.findInviteByTokenHash(sessionToken.hash(token));
    if (!invite || invite.closedAt !== null || invite.expiresAt <= this.deps.now()) {
      throw new ApiError('organisation/invite_not_found');
    }
    const organisation = await this.deps.organisations.findById(invite.organisationId);
    if (!organisation) throw new ApiError('organisation/invite_not_found');
    return { invite, organisation };
  }
}
