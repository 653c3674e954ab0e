import type Database from 'better-sqlite3';
import type { AdminRepository } from './AdminRepository';

/** The admin flag kept on the users table (`is_admin`). */
export class SqliteAdminRepository implements AdminRepository {
  private readonly byId: Database.Statement<[string], { is_admin: number }>;
  private readonly update: Database.Statement<[{ id: string; is_admin: number }]>;

  constructor(db: Database.Database) {
    this.byId = db.prepare('SELECT is_admin FROM users WHERE id = ?');
    this.update = db.prepare('UPDATE users SET is_admin = @is_admin WHERE id = @id');
  }

  async isAdmin(userId: string): Promise<boolean> {
    return this.byId.get(userId)?.is_admin === 1;
  }

  async setAdmin(userId: string, isAdmin: boolean): Promise<boolean> {
    return this.update.run({ id: userId, is_admin: Number(isAdmin) }).changes > 0;
  }
}
