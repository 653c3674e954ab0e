import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import path from 'node:path';

const FILES = ['api.sqlite', 'collab.sqlite'];

/**
 * Every row of every table of the api's and the designs' SQLite files, read through a separate
 * read-only connection, as comparable JSON: equal snapshots mean a request changed nothing stored.
 */
export function storeSnapshot(dataDir: string): Record<string, string[]> {
  const snapshot: Record<string, string[]> = {};
  for (const file of FILES) {
    const location = path.join(dataDir, file);
    if (!existsSync(location)) continue;
    const db = new Database(location, { readonly: true, fileMustExist: true });
    try {
      const tables = db
        .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        .all();
      for (const { name } of tables) {
        const rows = db.prepare(`SELECT * FROM "${name.replaceAll('"', '""')}"`).all();
        snapshot[`${file}:${name}`] = rows.map((row) => JSON.stringify(row)).sort();
      }
    } finally {
      db.close();
    }
  }
  return snapshot;
}
