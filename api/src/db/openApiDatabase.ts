import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { API_MIGRATIONS } from './apiMigrations';
import { runMigrations } from './runMigrations';

export const API_DATABASE_FILE = 'api.sqlite';

export function openApiDatabase(dataDir: string): Database.Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, API_DATABASE_FILE));
  try {
    db.pragma('journal_mode = WAL');
    // WAL keeps commits durable across process crashes with NORMAL; only power loss can drop the tail.
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    runMigrations(db, API_MIGRATIONS);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
