import type { OrganisationRole } from '@kitchensync/schemas';

/** A business account: its owner pays (see billing/) and its members are the owner's coworkers. */
export interface OrganisationRecord {
  id: string;
  name: string;
  ownerId: string;
  createdAt: number;
}

/** A user belongs to at most one organisation. */
export interface MembershipRecord {
  userId: string;
  organisationId: string;
  role: OrganisationRole;
  joinedAt: number;
}

/** An invitation mailed to an address; open until accepted, revoked or expired. Only the token's hash is kept. */
export interface InviteRecord {
  id: string;
  organisationId: string;
  /** Lower-cased. */
  email: string;
  tokenHash: string;
  invitedBy: string;
  createdAt: number;
  expiresAt: number;
  closedAt: number | null;
}
