import type { InviteRecord, MembershipRecord, OrganisationRecord } from './OrganisationRecord';

export interface OrganisationRepository {
  /** Creates the organisation with its owner as the first member; false if the owner is in one already. */
  create(organisation: OrganisationRecord): Promise<boolean>;
  findById(id: string): Promise<OrganisationRecord | null>;
  membershipOf(userId: string): Promise<MembershipRecord | null>;
  /** Owner first, then members in joining order. */
  members(organisationId: string): Promise<MembershipRecord[]>;
  /** False when the user already belongs to an organisation. */
  addMember(membership: MembershipRecord): Promise<boolean>;
  /** False when the user is not a member of that organisation. */
  removeMember(organisationId: string, userId: string): Promise<boolean>;
  createInvite(invite: InviteRecord): Promise<void>;
  findInviteByTokenHash(tokenHash: string): Promise<InviteRecord | null>;
  findInvite(organisationId: string, inviteId: string): Promise<InviteRecord | null>;
  /** Invitations neither closed nor expired at `now`, oldest first. */
  openInvites(organisationId: string, now: number): Promise<InviteRecord[]>;
  /** Closes an open invitation (accepted or revoked); false when it was closed already. */
  closeInvite(inviteId: string, now: number): Promise<boolean>;
}
