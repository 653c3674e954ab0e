import type { OrganisationRole } from '@kitchensync/schemas';
import type Database from 'better-sqlite3';
import type { InviteRecord, MembershipRecord, OrganisationRecord } from './OrganisationRecord';
import type { OrganisationRepository } from './OrganisationRepository';

interface OrganisationRow {
  id: string;
  name: string;
  owner_id: string;
  created_at: number;
}
interface MemberRow {
  user_id: string;
  organisation_id: string;
  role: OrganisationRole;
  joined_at: number;
}
interface InviteRow {
  id: string;
  organisation_id: string;
  email: string;
  token_hash: string;
  invited_by: string;
  created_at: number;
  expires_at: number;
  closed_at: number | null;
}

function toMembership(row: MemberRow): MembershipRecord {
  return {
    userId: row.user_id,
    organisationId: row.organisation_id,
    role: row.role,
    joinedAt: row.joined_at,
  };
}

function toInvite(row: InviteRow): InviteRecord {
  return {
    id: row.id,
    organisationId: row.organisation_id,
    email: row.email,
    tokenHash: row.token_hash,
    invitedBy: row.invited_by,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    closedAt: row.closed_at,
  };
}

export class SqliteOrganisationRepository implements OrganisationRepository {
  constructor(private readonly db: Database.Database) {}

  async create(organisation: OrganisationRecord): Promise<boolean> {
    return this.db.transaction(() => {
      const taken = this.db
        .prepare('SELECT 1 FROM organisation_members WHERE user_id = ?')
        .get(organisation.ownerId);
      if (taken !== undefined) return false;
      this.db
        .prepare('INSERT INTO organisations (id, name, owner_id, created_at) VALUES (?, ?, ?, ?)')
        .run(organisation.id, organisation.name, organisation.ownerId, organisation.createdAt);
      this.db
        .prepare('INSERT INTO organisation_members VALUES (?, ?, ?, ?)')
        .run(organisation.ownerId, organisation.id, 'owner', organisation.createdAt);
      return true;
    })();
  }

  async findById(id: string): Promise<OrganisationRecord | null> {
    const row = this.db
      .prepare<[string], OrganisationRow>('SELECT * FROM organisations WHERE id = ?')
      .get(id);
    return row ? { id: row.id, name: row.name, ownerId: row.owner_id, createdAt: row.created_at } : null;
  }

  async membershipOf(userId: string): Promise<MembershipRecord | null> {
    const row = this.db
      .prepare<[string], MemberRow>('SELECT * FROM organisation_members WHERE user_id = ?')
      .get(userId);
    return row ? toMembership(row) : null;
  }

  async members(organisationId: string): Promise<MembershipRecord[]> {
    return this.db
      .prepare<[string], MemberRow>(
        `SELECT * FROM organisation_members WHERE organisation_id = ?
         ORDER BY role = 'owner' DESC, joined_at, user_id`,
      )
      .all(organisationId)
      .map(toMembership);
  }

  async addMember(membership: MembershipRecord): Promise<boolean> {
    const result = this.db
      .prepare('INSERT OR IGNORE INTO organisation_members VALUES (?, ?, ?, ?)')
      .run(membership.userId, membership.organisationId, membership.role, membership.joinedAt);
    return result.changes === 1;
  }

  async removeMember(organisationId: string, userId: string): Promise<boolean> {
    const result = this.db
      .prepare('DELETE FROM organisation_members WHERE organisation_id = ? AND user_id = ?')
      .run(organisationId, userId);
    return result.changes === 1;
  }

  async createInvite(invite: InviteRecord): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO organisation_invites
           (id, organisation_id, email, token_hash, invited_by, created_at, expires_at, closed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        invite.id,
        invite.organisationId,
        invite.email,
        invite.tokenHash,
        invite.invitedBy,
        invite.createdAt,
        invite.expiresAt,
        invite.closedAt,
      );
  }

  async findInviteByTokenHash(tokenHash: string): Promise<InviteRecord | null> {
    const row = this.db
      .prepare<[string], InviteRow>('SELECT * FROM organisation_invites WHERE token_hash = ?')
      .get(tokenHash);
    return row ? toInvite(row) : null;
  }

  async findInvite(organisationId: string, inviteId: string): Promise<InviteRecord | null> {
    const row = this.db
      .prepare<[string, string], InviteRow>(
        'SELECT * FROM organisation_invites WHERE organisation_id = ? AND id = ?',
      )
      .get(organisationId, inviteId);
    return row ? toInvite(row) : null;
  }

  async openInvites(organisationId: string, now: number): Promise<InviteRecord[]> {
    return this.db
      .prepare<[string, number], InviteRow>(
        `SELECT * FROM organisation_invites
         WHERE organisation_id = ? AND closed_at IS NULL AND expires_at > ?
         ORDER BY created_at, id`,
      )
      .all(organisationId, now)
      .map(toInvite);
  }

  async closeInvite(inviteId: string, now: number): Promise<boolean> {
    const result = this.db
      .prepare('UPDATE organisation_invites SET closed_at = ? WHERE id = ? AND closed_at IS NULL')
      .run(now, inviteId);
    return result.changes === 1;
  }
}
