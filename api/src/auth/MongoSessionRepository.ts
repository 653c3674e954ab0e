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
    if (!found) return null;
    const { _id, ...rest } = found;
    return { tokenHash: _id, ...rest };
  }

  async revoke(tokenHash: string, now: number): Promise<void> {
    await this.sessions.updateOne({ _id: String(tokenHash), revokedAt: null }, { $set: { revokedAt: now } });
  }
}
