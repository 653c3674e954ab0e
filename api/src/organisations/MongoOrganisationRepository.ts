import type { OrganisationRole } from '@kitchensync/schemas';
import type { Collection, Db } from 'mongodb';
import { loadMongoDriver } from '../storage/loadMongoDriver';
import type { InviteRecord, MembershipRecord, OrganisationRecord } from './OrganisationRecord';
import type { OrganisationRepository } from './OrganisationRepository';

type OrganisationDocument = Omit<OrganisationRecord, 'id'> & { _id: string };
/** Keyed by user id, so a user can be in one organisation only. */
interface MemberDocument {
  _id: string;
  organisationId: string;
  role: OrganisationRole;
  joinedAt: number;
}
type InviteDocument = Omit<InviteRecord, 'id'> & { _id: string };

const DUPLICATE_KEY = 11000;

function toMembership({ _id, ...rest }: MemberDocument): MembershipRecord {
  return { userId: _id, ...rest };
}

function toInvite({ _id, ...rest }: InviteDocument): InviteRecord {
  return { id: _id, ...rest };
}

function isDuplicateKey(error: unknown): boolean {
  return error instanceof loadMongoDriver().MongoServerError && error.code === DUPLICATE_KEY;
}

export class MongoOrganisationRepository implements OrganisationRepository {
  private readonly organisations: Collection<OrganisationDocument>;
  private readonly members_: Collection<MemberDocument>;
  private readonly invites: Collection<InviteDocument>;

  constructor(db: Db) {
    this.organisations = db.collection<OrganisationDocument>('organisations');
    this.members_ = db.collection<MemberDocument>('organisationMembers');
    this.invites = db.collection<InviteDocument>('organisationInvites');
  }

  async ensureIndexes(): Promise<void> {
    await this.organisations.createIndex({ ownerId: 1 }, { unique: true });
    await this.members_.createIndex({ organisationId: 1, joinedAt: 1 });
    await this.invites.createIndex({ tokenHash: 1 }, { unique: true });
    await this.invites.createIndex({ organisationId: 1, createdAt: 1 });
  }

  async create(organisation: OrganisationRecord): Promise<boolean> {
    // The membership is written first: its unique _id is what refuses an owner who is in another organisation.
    const added = await this.addMember({
      userId: organisation.ownerId,
      organisationId: organisation.id,
      role: 'owner',
      joinedAt: organisation.createdAt,
    });
    if (!added) return false;
    await this.organisations.insertOne({
      _id: String(organisation.id),
      name: String(organisation.name),
      ownerId: String(organisation.ownerId),
      createdAt: Number(organisation.createdAt),
    });
    return true;
  }

  async findById(id: string): Promise<OrganisationRecord | null> {
    const found = await this.organisations.findOne({ _id: String(id) });
    if (!found) return null;
    const { _id, ...rest } = found;
    return { id: _id, ...rest };
  }

  async membershipOf(userId: string): Promise<MembershipRecord | null> {
    const found = await this.members_.findOne({ _id: String(userId) });
    return found ? toMembership(found) : null;
  }

  async members(organisationId: string): Promise<MembershipRecord[]> {
    const found = await this.members_
      .find({ organisationId: String(organisationId) })
      .sort({ joinedAt: 1, _id: 1 })
      .toArray();
    const all = found.map(toMembership);
    return [...all.filter((m) => m.role === 'owner'), ...all.filter((m) => m.role !== 'owner')];
  }

  async addMember(membership: MembershipRecord): Promise<boolean> {
    try {
      await this.members_.insertOne({
        _id: String(membership.userId),
        organisationId: String(membership.organisationId),
        role: membership.role,
        joinedAt: Number(membership.joinedAt),
      });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  async removeMember(organisationId: string, userId: string): Promise<boolean> {
    const result = await this.members_.deleteOne({
      _id: String(userId),
      organisationId: String(organisationId),
    });
    return result.deletedCount === 1;
  }

  async createInvite(invite: InviteRecord): Promise<void> {
    const { id, ...rest } = invite;
    await this.invites.insertOne({
      ...rest,
      _id: String(id),
      organisationId: String(rest.organisationId),
      email: String(rest.email),
      tokenHash: String(rest.tokenHash),
    });
  }

  async findInviteByTokenHash(tokenHash: string): Promise<InviteRecord | null> {
    const found = await this.invites.findOne({ tokenHash: String(tokenHash) });
    return found ? toInvite(found) : null;
  }

  async findInvite(organisationId: string, inviteId: string): Promise<InviteRecord | null> {
    const found = await this.invites.findOne({
      _id: String(inviteId),
      organisationId: String(organisationId),
    });
    return found ? toInvite(found) : null;
  }

  async openInvites(organisationId: string, now: number): Promise<InviteRecord[]> {
    const found = await this.invites
      .find({ organisationId: String(organisationId), closedAt: null, expiresAt: { $gt: Number(now) } })
      .sort({ createdAt: 1, _id: 1 })
      .toArray();
    return found.map(toInvite);
  }

  async closeInvite(inviteId: string, now: number): Promise<boolean> {
    const result = await this.invites.updateOne(
      { _id: String(inviteId), closedAt: null },
      { $set: { closedAt: Number(now) } },
    );
    return result.modifiedCount === 1;
  }
}
