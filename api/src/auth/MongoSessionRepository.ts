import type { Collection, Db } from 'mongodb';
import type { SessionRecord } from './SessionRecord';
import type { SessionRepository } from './SessionRepository';

interface SessionDocument {
  _id: string;
  userId: string;
  createdAt: number;
  expiresAt: number;
  revokedAt: number | null;
}

function toRecord({ _id, ...rest }: SessionDocument): SessionRecord {
  return { tokenHash: _id, ...rest };
}

export class MongoSessionRepository implements SessionRepository {
  private readonly sessions: Collection<SessionDocument>;

  constructor(db: Db) {
    this.sessions = db.collection<SessionDocument>('sessions');
  }

  async ensureIndexes(): Promise<void> {
    await this.sessions.createIndex({ userId: 1 });
  }

  async create(session: SessionRecord): Promise<void> {
    await this.sessions.insertOne({
      _id: session.tokenHash,
      userId: session.userId,
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      revokedAt: session.revokedAt,
    });
  }

  async findActive(tokenHash: string, now: number): Promise<SessionRecord | null> {
    const found = await this.sessions.findOne({
      _id: String(tokenHash),
      revokedAt: null,
      expiresAt: { $gt: Number(now) },
    });
    return found ? toRecord(found) : null;
  }

  async revoke(tokenHash: string, now: number): Promise<void> {
    await this.sessions.updateOne({ _id: String(tokenHash), revokedAt: null }, { $set: { revokedAt: now } });
  }

  async listActive(userId: string, now: number): Promise<SessionRecord[]> {
    const found = await this.sessions
      .find({ userId: String(userId), revokedAt: null, expiresAt: { $gt: Number(now) } })
      .sort({ createdAt: 1, _id: 1 })
      .toArray();
    return found.map(toRecord);
  }

  async revokeAllOfUser(userId: string, now: number, keepTokenHash: string | null): Promise<void> {
    await this.sessions.updateMany(
      { userId: String(userId), _id: { $ne: String(keepTokenHash ?? '') }, revokedAt: null },
      { $set: { revokedAt: Number(now) } },
    );
  }
}
