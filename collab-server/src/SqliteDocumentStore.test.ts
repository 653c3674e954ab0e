import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { DocumentLog } from './store/DocumentLog';
import { documentLogContract } from './store/documentLogContract';
import { SQLITE_SCHEMA_VERSION } from './store/migrateSqliteSchema';
import { openSqliteDocumentStore, type SqliteDocumentStoreOptions } from './SqliteDocumentStore';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('SqliteDocumentStore', () => {
  describe('keeps the DocumentLog contract', () => {
    documentLogContract(async () => {
      const dir = mkdtempSync(join(tmpdir(), 'sqlite-log-'));
      return {
        open: async () => openSqliteDocumentStore(join(dir, 'collab.sqlite')),
        dispose: async () => rmSync(dir, { recursive: true, force: true }),
      };
    });
  });

  let dir: string;
  let file: string;
  const opened: DocumentLog[] = [];
  const open = (options?: SqliteDocumentStoreOptions) => {
    const store = openSqliteDocumentStore(file, options);
    opened.push(store);
    return store;
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sqlite-store-'));
    file = join(dir, 'nested', 'dir', 'collab.sqlite');
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('commits a burst of appends made in one tick in one transaction', async () => {
    const commits: number[] = [];
    const store = open({ onGroupCommit: (appends) => commits.push(appends) });
    const seqs = await Promise.all(
      Array.from({ length: 1000 }, (_, index) =>
        store.appendUpdate(`save_${index % 50}`, bytes(index), 'user_1'),
      ),
    );
    expect(commits).toEqual([1000]);
    expect(new Set(seqs)).toEqual(new Set(Array.from({ length: 20 }, (_, index) => index + 1)));
  });

  it('keeps seqs gapless when two connections to one file append to the same save', async () => {
    const first = open();
    const second = open();
    const seqs = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        (index % 2 === 0 ? first : second).appendUpdate('save_a', bytes(index), 'user_1'),
      ),
    );
    expect(seqs.sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
  });

  it('lets only one of two connections to one file compact a save at a time', async () => {
    const first = open();
    const second = open();
    const doc = new Y.Doc();
    doc.on('update', (update: Uint8Array) => void first.appendUpdate('save_a', update, 'user_1'));
    for (let index = 0; index < 10; index += 1) doc.getMap('room').set('revision', index);
    await first.appendUpdate('save_a', Y.encodeStateAsUpdate(doc), 'user_1');

    const results = await Promise.all([
      first.compact('save_a', { ownerId: 'process_1' }),
      second.compact('save_a', { ownerId: 'process_2' }),
    ]);
    expect(results).toMatchObject([
      { status: 'compacted', seq: 11 },
      { status: 'busy', ownerId: 'process_1' },
    ]);
  });

  it('resolves an append only once its transaction has committed', async () => {
    const store = open();
    const seq = await store.appendUpdate('save_a', bytes(1), 'user_1');
    const reader = new Database(file, { readonly: true });
    try {
      expect(reader.prepare('SELECT seq FROM document_updates WHERE save_id = ?').all('save_a')).toEqual([
        { seq },
      ]);
    } finally {
      reader.close();
    }
  });

  it('opens a file written by the skeleton, keeps its log and continues its numbering', async () => {
    mkdirSync(join(dir, 'nested', 'dir'), { recursive: true });
    const legacy = new Database(file);
    legacy.exec(`
      CREATE TABLE document_updates (
        save_id TEXT NOT NULL, seq INTEGER NOT NULL, author TEXT, created_at INTEGER NOT NULL,
        "update" BLOB NOT NULL, PRIMARY KEY (save_id, seq)
      ) WITHOUT ROWID
    `);
    const insert = legacy.prepare('INSERT INTO document_updates VALUES (?, ?, ?, ?, ?)');
    insert.run('save_a', 1, 'user_1', 1, Buffer.from([1]));
    insert.run('save_a', 2, null, 2, Buffer.from([2, 2]));
    legacy.close();

    const store = open();
    expect(await store.loadUpdates('save_a')).toEqual([bytes(1), bytes(2, 2)]);
    expect(await store.appendUpdate('save_a', bytes(3), 'user_1')).toBe(3);
    await store.close();
    const check = new Database(file, { readonly: true });
    expect(check.pragma('user_version', { simple: true })).toBe(SQLITE_SCHEMA_VERSION);
    check.close();
  });

  it('refuses a file whose schema is newer than this server', () => {
    mkdirSync(join(dir, 'nested', 'dir'), { recursive: true });
    const future = new Database(file);
    future.pragma(`user_version = ${SQLITE_SCHEMA_VERSION + 1}`);
    future.close();
    expect(() => open()).toThrow(/newer/);
  });

  it('tells a compactor busy while another owner’s lease runs, and lets it take an expired lease', async () => {
    const store = open();
    const doc = new Y.Doc();
    doc.getMap('room').set('name', 'Kitchen');
    await store.appendUpdate('save_a', Y.encodeStateAsUpdate(doc), 'user_1');
    const other = new Database(file);
    try {
      other
        .prepare('INSERT INTO compaction_leases (save_id, owner_id, expires_at) VALUES (?, ?, ?)')
        .run('save_a', 'crashed_worker', Date.now() + 60_000);
      expect(await store.compact('save_a', { ownerId: 'worker_1' })).toMatchObject({
        status: 'busy',
        ownerId: 'crashed_worker',
      });
      other
        .prepare('UPDATE compaction_leases SET expires_at = ? WHERE save_id = ?')
        .run(Date.now() - 1, 'save_a');
    } finally {
      other.close();
    }
    expect(await store.compact('save_a', { ownerId: 'worker_1' })).toEqual({
      status: 'compacted',
      seq: 1,
      trimmed: 1,
    });
  });

  it('lets a compaction under way finish before closing, so that no lease outlives the store', async () => {
    const store = open();
    const doc = new Y.Doc();
    for (let i = 0; i < 50; i += 1) {
      const before = Y.encodeStateVector(doc);
      doc.getMap('room').set(`k${i}`, i);
      await store.appendUpdate('save_a', Y.encodeStateAsUpdate(doc, before), 'user_1');
    }
    const compaction = store.compact('save_a', { ownerId: 'closing_worker' });
    await store.close();
    expect(await compaction).toMatchObject({ status: 'compacted', seq: 50 });
    await expect(store.compact('save_a', { ownerId: 'closing_worker' })).rejects.toThrow(/closed/i);

    const reopened = open();
    expect(await reopened.compact('save_a', { ownerId: 'next_worker' })).toEqual({
      status: 'up-to-date',
      seq: 50,
    });
  });
});
