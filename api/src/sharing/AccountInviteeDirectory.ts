import type { AuthUser, Credential } from '@kitchensync/schemas';
import type { UserRecord } from '../auth/UserRecord';
import type { UserRepository } from '../auth/UserRepository';
import type { InviteeDirectory, SharingStanding } from './InviteeDirectory';

function credentialOf(user: UserRecord): Credential {
  return { id: user.id, name: user.name, email: user.email };
}

/**
 * The invitee rule without organisations: anyone with an account can be shared with, and everyone
 * counts as having coworkers and a licence, so no sharing option is withheld. The organisation-backed
 * directory replaces it and narrows all three.
 */
export class AccountInviteeDirectory implements InviteeDirectory {
  constructor(private readonly users: UserRepository) {}

  async standing(_actor: AuthUser): Promise<SharingStanding> {
    return { hasCoworkers: true, licensed: true };
  }

  async findByEmail(_actor: AuthUser, email: string): Promise<Credential | null> {
    const user = await this.users.findByEmail(email);
    return user ? credentialOf(user) : null;
  }

  async findById(_actor: AuthUser, credentialId: string): Promise<Credential | null> {
    const user = await this.users.findById(credentialId);
    return user ? credentialOf(user) : null;
  }
}
