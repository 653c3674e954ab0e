import Database from 'better-sqlite3';

/** A connection to the store's file, set up as every connection that may write to it must be. */
export function openSqliteConnection(filePath: string): Database.Database {
  const db = new Database(filePath);
  db.pragma('journal_mode = WAL');
  // Per connection, not per file. WAL's default (NORMAL) can lose the last commits on power loss, and
  // an acknowledged append must survive.
  db.pragma('synchronous = FULL');
  return db;
}
