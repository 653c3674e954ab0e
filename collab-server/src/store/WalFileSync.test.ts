import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WalFileSync } from './WalFileSync';

describe('WalFileSync', () => {
  let dir: string;
  let db: Database.Database;
  const syncs: WalFileSync[] = [];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'wal-sync-'));
    db = new Database(join(dir, 'log.sqlite'));
  });

  afterEach(async () => {
    await Promise.all(syncs.splice(0).map((sync) => sync.close()));
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const openSync = () => {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.exec('CREATE TABLE IF NOT EXISTS t (n INTEGER)');
    const sync = new WalFileSync(join(dir, 'log.sqlite'));
    syncs.push(sync);
    return sync;
  };

  it('refuses a database that is not in WAL mode, which has no WAL file to sync', () => {
    db.exec('CREATE TABLE t (n INTEGER)');
    expect(() => new WalFileSync(join(dir, 'log.sqlite'))).toThrow(/must be open in WAL mode/);
  });

  it('starts a sync at once when none runs, and gives the calls made during it one next sync', async () => {
    const sync = openSync();
    db.prepare('INSERT INTO t VALUES (1)').run();
    const first = sync.afterCommit();
    // Committed while the first sync may already be past this commit's pages: it needs a sync of its own.
    db.prepare('INSERT INTO t VALUES (2)').run();
    const second = sync.afterCommit();
    const third = sync.afterCommit();
    expect(second).not.toBe(first);
    expect(third).toBe(second);
    await expect(Promise.all([first, second, third])).resolves.toEqual([undefined, undefined, undefined]);
    // Nothing in flight any more: the next call starts a sync of its own again.
    const fourth = sync.afterCommit();
    expect(fourth).not.toBe(second);
    await fourth;
  });

  it('fails every later call once a sync failed, since no later sync can vouch for what it lost', async () => {
    // A WAL that cannot be synced: fdatasync of /dev/null fails with EINVAL.
    symlinkSync('/dev/null', join(dir, 'log.sqlite-wal'));
    const sync = new WalFileSync(join(dir, 'log.sqlite'));
    syncs.push(sync);
    expect(sync.failure).toBeNull();
    const first = sync.afterCommit();
    const during = sync.afterCommit();
    await expect(first).rejects.toMatchObject({ code: 'EINVAL' });
    await expect(during).rejects.toMatchObject({ code: 'EINVAL' });
    expect(sync.failure).toMatchObject({ code: 'EINVAL' });
    await expect(sync.afterCommit()).rejects.toMatchObject({ code: 'EINVAL' });
  });

  it('finishes the syncs asked for before it closes, and refuses to vouch for commits after', async () => {
    const sync = openSync();
    const asked = [sync.afterCommit(), sync.afterCommit()];
    await sync.close();
    await expect(Promise.all(asked)).resolves.toHaveLength(2);
    await expect(sync.afterCommit()).rejects.toThrow(/closed/);
  });
});
