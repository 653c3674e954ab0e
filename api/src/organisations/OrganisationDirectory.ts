import type { OrganisationRole } from '@kitchensync/schemas';
import type { UserRepository } from '../auth/UserRepository';
import type { OrganisationRepository } from './OrganisationRepository';

export interface OrganisationOfUser {
  id: string;
  name: string;
  ownerId: string;
  /** The asking user's role. */
  role: OrganisationRole;
  /** Everyone in it, owner first, the asking user included. */
  memberIds: string[];
}

/**
 * What other features ask about organisations: sharing (invites need coworkers; an invitee outside
 * the organisation is `auth/user_inaccessible`), the save browser's `hasCoworkers`, comments.
 */
export class OrganisationDirectory {
  constructor(
    private readonly organisations: OrganisationRepository,
    private readonly users: UserRepository,
  ) {}

  async organisationOf(userId: string): Promise<OrganisationOfUser | null> {
    const membership = await this.organisations.membershipOf(userId);
    if (!membership) return null;
    const organisation = await this.organisations.findById(membership.organisationId);
    if (!organisation) return null;
    const members = await this.organisations.members(organisation.id);
    return {
      id: organisation.id,
      name: organisation.name,
      ownerId: organisation.ownerId,
      role: membership.role,
      memberIds: members.map((member) => member.userId),
    };
  }

  /** True when the user's organisation has someone besides the user (spec 000 section 4 and 6). */
  async hasCoworkers(userId: string): Promise<boolean> {
    const organisation = await this.organisationOf(userId);
    return organisation !== null && organisation.memberIds.length > 1;
  }

  async areCoworkers(userId: string, otherUserId: string): Promise<boolean> {
    if (userId === otherUserId) return false;
    const organisation = await this.organisationOf(userId);
    return organisation?.memberIds.includes(otherUserId) ?? false;
  }

  /** The member of the user's organisation (the user aside) who has this e-mail, if any. */
  async coworkerByEmail(userId: string, email: string): Promise<string | null> {
    const other = await this.users.findByEmail(email);
    if (!other) return null;
    return (await this.areCoworkers(userId, other.id)) ? other.id : null;
  }
}
