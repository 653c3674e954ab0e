import type Database from 'better-sqlite3';
import type { TrustedDeviceRepository } from './TrustedDeviceRepository';

export class SqliteTrustedDeviceRepository implements TrustedDeviceRepository {
  private readonly insert: Database.Statement<[string, string, number]>;
  private readonly exists: Database.Statement<[string, string], { found: number }>;

  constructor(db: Database.Database) {
    this.insert = db.prepare(
      'INSERT OR REPLACE INTO trusted_devices (user_id, device_hash, trusted_at) VALUES (?, ?, ?)',
    );
    this.exists = db.prepare('SELECT 1 AS found FROM trusted_devices WHERE user_id = ? AND device_hash = ?');
  }

  async trust(userId: string, deviceHash: string, now: number): Promise<void> {
    this.insert.run(userId, deviceHash, now);
  }

  async isTrusted(userId: string, deviceHash: string): Promise<boolean> {
    return this.exists.get(userId, deviceHash) !== undefined;
  }
}
