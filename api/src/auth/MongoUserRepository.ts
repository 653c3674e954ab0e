import type { Collection, Db } from 'mongodb';
import type { UserRecord } from './UserRecord';
import type { UserChanges, UserRepository } from './UserRepository';

interface UserDocument {
  _id: string;
  email: string;
  name: string;
  passwordHash: string | null;
  createdAt: number;
  /** Absent on users stored before home hosts existed. */
  homeHost?: string | null;
}

function toRecord(document: UserDocument): UserRecord {
  return {
    id: document._id,
    email: document.email,
    name: document.name,
    passwordHash: document.passwordHash,
    createdAt: document.createdAt,
    homeHost: document.homeHost ?? null,
  };
}

export class MongoUserRepository implements UserRepository {
  private readonly users: Collection<UserDocument>;

  constructor(db: Db) {
    this.users = db.collection<UserDocument>('users');
  }

  async ensureIndexes(): Promise<void> {
    await this.users.createIndex({ email: 1 }, { unique: true });
  }

  async findOrCreate(candidate: UserRecord): Promise<UserRecord> {
    // Values are always strings here (never query objects), so a body such as {"$gt": ""} cannot reach a filter.
    const email = String(candidate.email);
    const found = await this.users.findOneAndUpdate(
      { email },
      {
        $setOnInsert: {
          _id: candidate.id,
          name: candidate.name,
          passwordHash: candidate.passwordHash,
          createdAt: candidate.createdAt,
          homeHost: candidate.homeHost === null ? null : String(candidate.homeHost),
        },
      },
      { upsert: true, returnDocument: 'after' },
    );
    if (!found) throw new Error(`user with e-mail ${email} vanished after upsert`);
    return toRecord(found);
  }

  async findById(id: string): Promise<UserRecord | null> {
    const found = await this.users.findOne({ _id: String(id) });
    return found ? toRecord(found) : null;
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    const found = await this.users.findOne({ email: String(email).trim().toLowerCase() });
    return found ? toRecord(found) : null;
  }

  async findByIds(ids: readonly string[]): Promise<UserRecord[]> {
    const found = await this.users.find({ _id: { $in: ids.map(String) } }).toArray();
    return found.map(toRecord);
  }

  async update(id: string, changes: UserChanges): Promise<UserRecord | null> {
    const set: Partial<UserDocument> = {};
    if (changes.name !== undefined) set.name = String(changes.name);
    if (changes.passwordHash !== undefined) set.passwordHash = String(changes.passwordHash);
    const updated = await this.users.findOneAndUpdate(
      { _id: String(id) },
      { $set: set },
      { returnDocument: 'after' },
    );
    return updated ? toRecord(updated) : null;
  }
}
