import type Database from 'better-sqlite3';
import type { AuthCodePurpose, AuthCodeRecord } from './AuthCodeRecord';
import type { AuthCodeRepository } from './AuthCodeRepository';

interface AuthCodeRow {
  user_id: string;
  purpose: AuthCodePurpose;
  code_hash: string;
  created_at: number;
  expires_at: number;
  attempts: number;
}

export class SqliteAuthCodeRepository implements AuthCodeRepository {
  private readonly upsert: Database.Statement<[AuthCodeRow]>;
  private readonly byKey: Database.Statement<[string, string], AuthCodeRow>;
  private readonly fail: Database.Statement<[string, string], { attempts: number }>;
  private readonly removeOne: Database.Statement<[string, string]>;

  constructor(db: Database.Database) {
    this.upsert = db.prepare(
      `INSERT OR REPLACE INTO auth_codes (user_id, purpose, code_hash, created_at, expires_at, attempts)
       VALUES (@user_id, @purpose, @code_hash, @created_at, @expires_at, @attempts)`,
    );
    this.byKey = db.prepare('SELECT * FROM auth_codes WHERE user_id = ? AND purpose = ?');
    this.fail = db.prepare(
      'UPDATE auth_codes SET attempts = attempts + 1 WHERE user_id = ? AND purpose = ? RETURNING attempts',
    );
    this.removeOne = db.prepare('DELETE FROM auth_codes WHERE user_id = ? AND purpose = ?');
  }

  async put(code: AuthCodeRecord): Promise<void> {
    this.upsert.run({
      user_id: code.userId,
      purpose: code.purpose,
      code_hash: code.codeHash,
      created_at: code.createdAt,
      expires_at: code.expiresAt,
      attempts: code.attempts,
    });
  }

  async find(userId: string, purpose: AuthCodePurpose): Promise<AuthCodeRecord | null> {
    const row = this.byKey.get(userId, purpose);
    if (!row) return null;
    return {
      userId: row.user_id,
      purpose: row.purpose,
      codeHash: row.code_hash,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      attempts: row.attempts,
    };
  }

  async addFailedAttempt(userId: string, purpose: AuthCodePurpose): Promise<number> {
    return this.fail.get(userId, purpose)?.attempts ?? 0;
  }

  async remove(userId: string, purpose: AuthCodePurpose): Promise<void> {
    this.removeOne.run(userId, purpose);
  }
}
