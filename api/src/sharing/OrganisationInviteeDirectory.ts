import { isLicensed, type AuthUser, type Credential } from '@kitchensync/schemas';
import type { UserRecord } from '../auth/UserRecord';
import type { UserRepository } from '../auth/UserRepository';
import type { UserPlans } from '../billing/UserPlans';
import type { OrganisationDirectory } from '../organisations/OrganisationDirectory';
import type { InviteeDirectory, SharingStanding } from './InviteeDirectory';

function credentialOf(user: UserRecord): Credential {
  return { id: user.id, name: user.name, email: user.email };
}

/**
 * Who may be shared with, by the organisation (spec 000 sections 4, 6 and 8): only members of the
 * actor's own organisation can be invited or put on a people list; anyone else, an unknown e-mail
 * included, is answered null, which sharing turns into auth/user_inaccessible ("User is not a part
 * of your organization. Please make this public and share the link.").
 *
 * The standing feeds the schemas' sharing rules, which hold the rest of the spec: without coworkers
 * nobody is invited and folders stay locked ("forced to locked"; a save keeps its public link, the
 * way out the message names), and with coworkers but without a licence nothing can be made private.
 * The licence is the plan the actor works under, which for a member is its organisation owner's.
 */
export class OrganisationInviteeDirectory implements InviteeDirectory {
  constructor(
    private readonly organisations: OrganisationDirectory,
    private readonly userPlans: UserPlans,
    private readonly users: UserRepository,
  ) {}

  async standing(actor: AuthUser): Promise<SharingStanding> {
    const [hasCoworkers, plan] = await Promise.all([
      this.organisations.hasCoworkers(actor.id),
      this.userPlans.planOf(actor.id),
    ]);
    return { hasCoworkers, licensed: isLicensed(plan) };
  }

  async findByEmail(actor: AuthUser, email: string): Promise<Credential | null> {
    const coworkerId = await this.organisations.coworkerByEmail(actor.id, email);
    return coworkerId === null ? null : this.findCredential(coworkerId);
  }

  async findById(actor: AuthUser, credentialId: string): Promise<Credential | null> {
    if (!(await this.organisations.areCoworkers(actor.id, credentialId))) return null;
    return this.findCredential(credentialId);
  }

  private async findCredential(userId: string): Promise<Credential | null> {
    const user = await this.users.findById(userId);
    return user ? credentialOf(user) : null;
  }
}
