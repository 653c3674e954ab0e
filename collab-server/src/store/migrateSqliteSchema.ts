import type Database from 'better-sqlite3';

/** Index i brings a file from `PRAGMA user_version` i to i + 1. Append only: never edit a shipped step. */
const MIGRATIONS: readonly string[] = [
  // 0 → 1: the walking skeleton's log. Files it wrote are at version 0 and already hold this table.
  `CREATE TABLE IF NOT EXISTS document_updates (
    save_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    author TEXT,
    created_at INTEGER NOT NULL,
    "update" BLOB NOT NULL,
    PRIMARY KEY (save_id, seq)
  ) WITHOUT ROWID`,
  // 1 → 2: snapshots, checkpoints and compaction leases.
  `CREATE TABLE document_snapshots (
    save_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    state BLOB NOT NULL,
    PRIMARY KEY (save_id, seq)
  ) WITHOUT ROWID;
  CREATE TABLE document_checkpoints (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    save_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    label TEXT NOT NULL,
    author TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX document_checkpoints_by_seq ON document_checkpoints (save_id, seq, id);
  CREATE TABLE compaction_leases (
    save_id TEXT PRIMARY KEY,
    owner_id TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  ) WITHOUT ROWID`,
];

export const SQLITE_SCHEMA_VERSION = MIGRATIONS.length;

/** Brings the file to the current schema, one committed step at a time, keeping every row it holds. */
export function migrateSqliteSchema(db: Database.Database): void {
  const step = db.transaction(() => {
    // Read inside the write lock: another process may have migrated since we last looked.
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version > MIGRATIONS.length) {
      throw new Error(`the document store file has schema ${version}, newer than this server's`);
    }
    const migration = MIGRATIONS[version];
    if (migration === undefined) return false;
    db.exec(migration);
    db.pragma(`user_version = ${version + 1}`);
    return true;
  });
  while (step.immediate()) {
    // Each step commits on its own so that a crash mid-way resumes from the last finished version.
  }
}
