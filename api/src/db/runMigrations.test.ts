import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Migration } from './Migration';
import { runMigrations } from './runMigrations';

const STEPS: Migration[] = [
  { name: 'things', sql: 'CREATE TABLE things (id TEXT PRIMARY KEY)' },
  { name: 'thing names', sql: 'ALTER TABLE things ADD COLUMN name TEXT' },
];

describe('runMigrations', () => {
  let db: Database.Database;

  beforeEach(() => {
    db = new Database(':memory:');
  });

  afterEach(() => {
    db.close();
  });

  it('applies every step once and records the schema version in user_version', () => {
    runMigrations(db, STEPS);
    runMigrations(db, STEPS);

    expect(db.pragma('user_version', { simple: true })).toBe(2);
    expect(db.prepare("SELECT name FROM pragma_table_info('things')").pluck().all()).toEqual(['id', 'name']);
  });

  it('runs only the steps appended since the last start', () => {
    runMigrations(db, STEPS.slice(0, 1));

    runMigrations(db, STEPS);

    expect(db.pragma('user_version', { simple: true })).toBe(2);
  });

  it('leaves no trace of a failing step', () => {
    expect(() =>
      runMigrations(db, [...STEPS, { name: 'broken', sql: 'CREATE TABLE x (; nonsense' }]),
    ).toThrow();

    expect(db.pragma('user_version', { simple: true })).toBe(2);
  });

  it('refuses a database written by newer code', () => {
    db.pragma('user_version = 5');

    expect(() => runMigrations(db, STEPS)).toThrow(/newer than this code/);
  });
});
