import type Database from 'better-sqlite3';
import type { SessionRecord } from './SessionRecord';
import type { SessionRepository } from './SessionRepository';

interface SessionRow {
  token_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

function toRecord(row: SessionRow): SessionRecord {
  return {
    tokenHash: row.token_hash,
    userId: row.user_id,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
  };
}

export class SqliteSessionRepository implements SessionRepository {
  private readonly insert: Database.Statement<[SessionRow]>;
  private readonly active: Database.Statement<[string, number], SessionRow>;
  private readonly revokeOne: Database.Statement<[number, string]>;
  private readonly activeOfUser: Database.Statement<[string, number], SessionRow>;
  private readonly revokeOthers: Database.Statement<[number, string, string]>;

  constructor(db: Database.Database) {
    this.insert = db.prepare(
      `INSERT INTO sessions (token_hash, user_id, created_at, expires_at, revoked_at)
       VALUES (@token_hash, @user_id, @created_at, @expires_at, @revoked_at)`,
    );
    this.active = db.prepare(
      'SELECT * FROM sessions WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?',
    );
    this.revokeOne = db.prepare(
      'UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL',
    );
    this.activeOfUser = db.prepare(
      `SELECT * FROM sessions WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ?
       ORDER BY created_at, token_hash`,
    );
    this.revokeOthers = db.prepare(
      'UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND token_hash != ? AND revoked_at IS NULL',
    );
  }

  async create(session: SessionRecord): Promise<void> {
    this.insert.run({
      token_hash: session.tokenHash,
      user_id: session.userId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      revoked_at: session.revokedAt,
    });
  }

  async findActive(tokenHash: string, now: number): Promise<SessionRecord | null> {
    const row = this.active.get(tokenHash, now);
    return row ? toRecord(row) : null;
  }

  async revoke(tokenHash: string, now: number): Promise<void> {
    this.revokeOne.run(now, tokenHash);
  }

  async listActive(userId: string, now: number): Promise<SessionRecord[]> {
    return this.activeOfUser.all(userId, now).map(toRecord);
  }

  async revokeAllOfUser(userId: string, now: number, keepTokenHash: string | null): Promise<void> {
    // An empty string is never a SHA-256 hex digest, so it keeps nothing.
    this.revokeOthers.run(now, userId, keepTokenHash ?? '');
  }
}
