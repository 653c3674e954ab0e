import type Database from 'better-sqlite3';
import type { UserRecord } from './UserRecord';
import type { UserRepository } from './UserRepository';

interface UserRow {
  id: string;
  email: string;
  name: string;
  password_hash: string | null;
  created_at: number;
}

function toRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    passwordHash: row.password_hash,
    createdAt: row.created_at,
  };
}

export class SqliteUserRepository implements UserRepository {
  private readonly insert: Database.Statement<[UserRow]>;
  private readonly byEmail: Database.Statement<[string], UserRow>;
  private readonly byId: Database.Statement<[string], UserRow>;

  constructor(db: Database.Database) {
    this.insert = db.prepare(
      `INSERT INTO users (id, email, name, password_hash, created_at)
       VALUES (@id, @email, @name, @password_hash, @created_at)
       ON CONFLICT (email) DO NOTHING`,
    );
    this.byEmail = db.prepare('SELECT * FROM users WHERE email = ?');
    this.byId = db.prepare('SELECT * FROM users WHERE id = ?');
  }

  async findOrCreate(candidate: UserRecord): Promise<UserRecord> {
    this.insert.run({
      id: candidate.id,
      email: candidate.email,
      name: candidate.name,
      password_hash: candidate.passwordHash,
      created_at: candidate.createdAt,
    });
    const row = this.byEmail.get(candidate.email);
    if (!row) throw new Error(`user with e-mail ${candidate.email} vanished after insert`);
    return toRecord(row);
  }

  async findById(id: string): Promise<UserRecord | null> {
    const row = this.byId.get(id);
    return row ? toRecord(row) : null;
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    const row = this.byEmail.get(email.trim().toLowerCase());
    return row ? toRecord(row) : null;
  }
}
