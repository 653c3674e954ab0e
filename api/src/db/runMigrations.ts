import type Database from 'better-sqlite3';
import type { Migration } from './Migration';

/**
 * Runs the steps the database has not seen yet, each in its own transaction together with the
 * bump of `user_version`, so a crash never leaves a step half applied or applied twice.
 */
export function runMigrations(db: Database.Database, migrations: readonly Migration[]): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > migrations.length) {
    throw new Error(
      `api database is at schema version ${current}, newer than this code (${migrations.length})`,
    );
  }
  migrations.slice(current).forEach((migration, index) => {
    const version = current + index + 1;
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${version}`);
    })();
  });
}
