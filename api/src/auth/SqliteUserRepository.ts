import type Database from 'better-sqlite3';
import type { UserRecord } from './UserRecord';
import type { UserChanges, UserRepository } from './UserRepository';

interface UserRow {
  id: string;
  email: string;
  name: string;
  password_hash: string | null;
  created_at: number;
  home_host: string | null;
}

function toRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    passwordHash: row.password_hash,
    createdAt: row.created_at,
    homeHost: row.home_host,
  };
}

export class SqliteUserRepository implements UserRepository {
  private readonly insert: Database.Statement<[UserRow]>;
  private readonly byEmail: Database.Statement<[string], UserRow>;
  private readonly byId: Database.Statement<[string], UserRow>;
  private readonly setName: Database.Statement<[string, string]>;
  private readonly setPasswordHash: Database.Statement<[string, string]>;

  private readonly db: Database.Database;

  constructor(db: Database.Database) {
    this.insert = db.prepare(
      `INSERT INTO users (id, email, name, password_hash, created_at, home_host)
       VALUES (@id, @email, @name, @password_hash, @created_at, @home_host)
       ON CONFLICT (email) DO NOTHING`,
    );
    this.byEmail = db.prepare('SELECT * FROM users WHERE email = ?');
    this.byId = db.prepare('SELECT * FROM users WHERE id = ?');
    this.setName = db.prepare('UPDATE users SET name = ? WHERE id = ?');
    this.setPasswordHash = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
    this.db = db;
  }

  async findOrCreate(candidate: UserRecord): Promise<UserRecord> {
    this.insert.run({
      id: candidate.id,
      email: candidate.email,
      name: candidate.name,
      password_hash: candidate.passwordHash,
      created_at: candidate.createdAt,
      home_host: candidate.homeHost,
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

  async findByIds(ids: readonly string[]): Promise<UserRecord[]> {
    if (ids.length === 0) return [];
    const rows = this.db
      .prepare<string[], UserRow>(`SELECT * FROM users WHERE id IN (${ids.map(() => '?').join(', ')})`)
      .all(...ids);
    return rows.map(toRecord);
  }

  async update(id: string, changes: UserChanges): Promise<UserRecord | null> {
    this.db.transaction(() => {
      if (changes.name !== undefined) this.setName.run(changes.name, id);
      if (changes.passwordHash !== undefined) this.setPasswordHash.run(changes.passwordHash, id);
    })();
    return this.findById(id);
  }
}
