import type { Migration } from './Migration';

/** Append only: a shipped step is never edited, since databases in the field already ran it. */
export const API_MIGRATIONS: readonly Migration[] = [
  {
    name: 'users, sessions and saves',
    sql: `
      CREATE TABLE IF NOT EXISTS users (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        password_hash TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS sessions (
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        revoked_at INTEGER
      );
      CREATE INDEX IF NOT EXISTS sessions_user_id ON sessions (user_id);
      CREATE TABLE IF NOT EXISTS saves (
        id TEXT PRIMARY KEY,
        version INTEGER NOT NULL,
        filename TEXT NOT NULL,
        owner TEXT NOT NULL,
        editors TEXT NOT NULL,
        viewers TEXT NOT NULL,
        access TEXT NOT NULL,
        general_access TEXT NOT NULL,
        folder_id TEXT,
        added_time INTEGER NOT NULL,
        edited_time INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS saves_owner ON saves (owner);
    `,
  },
];
