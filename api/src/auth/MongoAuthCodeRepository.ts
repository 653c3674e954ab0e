import type { Collection, Db } from 'mongodb';
import type { AuthCodePurpose, AuthCodeRecord } from './AuthCodeRecord';
import type { AuthCodeRepository } from './AuthCodeRepository';

interface AuthCodeDocument {
  /** `${userId} ${purpose}`: one code per user and purpose. */
  _id: string;
  userId: string;
  purpose: AuthCodePurpose;
  codeHash: string;
  createdAt: number;
  expiresAt: number;
  attempts: number;
  /** `expiresAt` as a date, for the TTL index that drops spent codes. */
  expiresAtDate: Date;
}

function key(userId: string, purpose: AuthCodePurpose): string {
  return `${String(userId)} ${String(purpose)}`;
}

export class MongoAuthCodeRepository implements AuthCodeRepository {
  private readonly codes: Collection<AuthCodeDocument>;

  constructor(db: Db) {
    this.codes = db.collection<AuthCodeDocument>('authCodes');
  }

  async ensureIndexes(): Promise<void> {
    // Expired codes are useless; let MongoDB drop them a while after expiry.
    await this.codes.createIndex({ expiresAtDate: 1 }, { expireAfterSeconds: 3600 });
  }

  async put(code: AuthCodeRecord): Promise<void> {
    const document: AuthCodeDocument = {
      _id: key(code.userId, code.purpose),
      userId: String(code.userId),
      purpose: code.purpose,
      codeHash: String(code.codeHash),
      createdAt: Number(code.createdAt),
      expiresAt: Number(code.expiresAt),
      attempts: Number(code.attempts),
      expiresAtDate: new Date(Number(code.expiresAt)),
    };
    const { _id, ...replacement } = document;
    await this.codes.replaceOne({ _id }, replacement, { upsert: true });
  }

  async find(userId: string, purpose: AuthCodePurpose): Promise<AuthCodeRecord | null> {
    const found = await this.codes.findOne({ _id: key(userId, purpose) });
    if (!found) return null;
    const { _id, expiresAtDate: _expiresAtDate, ...record } = found;
    return record;
  }

  async addFailedAttempt(userId: string, purpose: AuthCodePurpose): Promise<number> {
    const updated = await this.codes.findOneAndUpdate(
      { _id: key(userId, purpose) },
      { $inc: { attempts: 1 } },
      { returnDocument: 'after' },
    );
    return updated?.attempts ?? 0;
  }

  async remove(userId: string, purpose: AuthCodePurpose): Promise<void> {
    await this.codes.deleteOne({ _id: key(userId, purpose) });
  }
}
