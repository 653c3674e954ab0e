import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { DocumentLog } from './store/DocumentLog';
import { documentLogContract } from './store/documentLogContract';
import { SQLITE_SCHEMA_VERSION } from './store/migrateSqliteSchema';
import { openSqliteDocumentStore, type SqliteDocumentStoreOptions } from './SqliteDocumentStore';
import { SqliteWriterCrashedError } from './store/SqliteWriterCrashedError';
import { openSqliteStoreReady } from './testSupport/openSqliteStoreReady';
import { waitFor } from './testSupport/waitFor';

const bytes = (...values: number[]) => new Uint8Array(values);

const WRITERS = ['worker', 'inline', 'async-fsync'] as const;

describe('SqliteDocumentStore', () => {
  describe.each(WRITERS)('keeps the DocumentLog contract with the %s writer', (writer) => {
    documentLogContract(async () => {
      const dir = mkdtempSync(join(tmpdir(), 'sqlite-log-'));
      return {
        open: async () => (await openSqliteStoreReady(join(dir, 'collab.sqlite'), { writer })).store,
        dispose: async () => rmSync(dir, { recursive: true, force: true }),
      };
    });
  });

  let dir: string;
  let file: string;
  const opened: DocumentLog[] = [];
  /** With the worker writer, resolves once the thread takes the appends. */
  const open = async (options?: SqliteDocumentStoreOptions) => {
    const { store } = await openSqliteStoreReady(file, options);
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

  describe.each(WRITERS)('with the %s writer', (writer) => {
    const openWith = (options?: SqliteDocumentStoreOptions) => open({ writer, ...options });

    it('commits a burst of appends made in one tick in one transaction', async () => {
      const commits: number[] = [];
      const store = await openWith({ onGroupCommit: (appends) => commits.push(appends) });
      const seqs = await Promise.all(
        Array.from({ length: 1000 }, (_, index) =>
          store.appendUpdate(`save_${index % 50}`, bytes(index), 'user_1'),
        ),
      );
      expect(commits).toEqual([1000]);
      expect(new Set(seqs)).toEqual(new Set(Array.from({ length: 20 }, (_, index) => index + 1)));
    });

    it('keeps seqs gapless when two connections to one file append to the same save', async () => {
      const first = await openWith();
      const second = await openWith();
      const seqs = await Promise.all(
        Array.from({ length: 100 }, (_, index) =>
          (index % 2 === 0 ? first : second).appendUpdate('save_a', bytes(index), 'user_1'),
        ),
      );
      expect(seqs.sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
    });

    it('lets only one of two connections to one file compact a save at a time', async () => {
      const first = await openWith();
      const second = await openWith();
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
      const store = await openWith();
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

      const store = await openWith();
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
      expect(() => openSqliteDocumentStore(file, { writer })).toThrow(/newer/);
    });

    it('tells a compactor busy while another owner’s lease runs, and lets it take an expired lease', async () => {
      const store = await openWith();
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
      const store = await openWith();
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

      const reopened = await openWith();
      expect(await reopened.compact('save_a', { ownerId: 'next_worker' })).toEqual({
        status: 'up-to-date',
        seq: 50,
      });
    });
  });
  describe('with the async-fsync writer', () => {
    it('has its checkpoint thread copy the WAL into the database file, since it commits without automatic checkpoints', async () => {
      const crashes: unknown[] = [];
      const store = await open({
        writer: 'async-fsync',
        checkpointIntervalMs: 20,
        onCheckpointerCrash: (error) => crashes.push(error),
      });
      for (let index = 1; index <= 300; index += 1) {
        await store.appendUpdate('save_a', bytes(index % 256), 'user_1');
      }
      // A copy of the database file alone (no WAL beside it) holds only what was checkpointed into it.
      const copy = join(dir, 'checkpointed.sqlite');
      const checkpointedRows = () => {
        copyFileSync(file, copy);
        const reader = new Database(copy);
        try {
          return (reader.prepare('SELECT COUNT(*) AS n FROM document_updates').get() as { n: number }).n;
        } catch {
          return -1; // copied halfway through a checkpoint's writes
        } finally {
          reader.close();
          for (const suffix of ['', '-wal', '-shm']) rmSync(`${copy}${suffix}`, { force: true });
        }
      };
      await waitFor(() => checkpointedRows() === 300, 'the checkpoint thread to copy every append');
      expect(await store.lastSeq('save_a')).toBe(300);
      expect(crashes).toEqual([]);
    });
  });

  describe('with the worker writer, its thread', () => {
    const openWorker = (options?: SqliteDocumentStoreOptions) => open({ writer: 'worker', ...options });
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    /** Another connection holding the file's write lock, as another process would mid-commit. */
    const holdWriteLock = () => {
      const lock = new Database(file);
      lock.exec('BEGIN IMMEDIATE');
      return {
        release: () => {
          if (lock.inTransaction) lock.exec('ROLLBACK');
        },
        close: () => {
          if (lock.inTransaction) lock.exec('ROLLBACK');
          lock.close();
        },
      };
    };

    it('takes appends before its thread is ready and numbers on through the thread', async () => {
      const threads: Worker[] = [];
      const store = openSqliteDocumentStore(file, {
        writer: 'worker',
        onWriterReady: (thread) => threads.push(thread),
      });
      opened.push(store);
      expect(await store.appendUpdate('save_a', bytes(1), 'user_1')).toBe(1);
      expect(threads).toEqual([]);
      await waitFor(() => threads.length === 1, 'the writer thread to be ready');
      expect(await store.appendUpdate('save_a', bytes(2), 'user_1')).toBe(2);
      expect(await store.loadUpdates('save_a')).toEqual([bytes(1), bytes(2)]);
    });

    it('keeps the event loop serving while a commit waits for the file', async () => {
      const store = await openWorker();
      await store.appendUpdate('save_a', bytes(1), 'user_1');
      const lock = holdWriteLock();
      try {
        let settled = false;
        const appended = store.appendUpdate('save_a', bytes(2), 'user_1');
        void appended.finally(() => (settled = true)).catch(() => undefined);
        const before = performance.now();
        await pause(50);
        // Committed on this thread, the append would hold it in SQLite's busy wait (5 s) instead.
        expect(performance.now() - before).toBeLessThan(1_000);
        expect(await store.lastSeq('save_a')).toBe(1);
        expect(await store.loadUpdates('save_a')).toEqual([bytes(1)]);
        expect(settled).toBe(false);
        lock.release();
        expect(await appended).toBe(2);
      } finally {
        lock.close();
      }
    });

    it('commits together the batches that reach it while it commits', async () => {
      const commits: number[] = [];
      const store = await openWorker({ onGroupCommit: (appends) => commits.push(appends) });
      const lock = holdWriteLock();
      try {
        const first = store.appendUpdate('save_a', bytes(0), 'user_1');
        await pause(50);
        const later: Promise<number>[] = [];
        for (let index = 1; index <= 4; index += 1) {
          later.push(store.appendUpdate(index % 2 === 0 ? 'save_a' : 'save_b', bytes(index), 'user_1'));
          // A turn apart, so that each append is a batch of its own.
          await new Promise((resolve) => setImmediate(resolve));
        }
        lock.release();
        expect(await Promise.all([first, ...later])).toEqual([1, 1, 2, 2, 3]);
        expect(commits).toEqual([1, 4]);
      } finally {
        lock.close();
      }
    });

    it('rejects the appends a dying writer thread held, and carries on with a new thread', async () => {
      const threads: Worker[] = [];
      const crashes: SqliteWriterCrashedError[] = [];
      const { store, thread } = await openSqliteStoreReady(file, {
        writer: 'worker',
        onWriterReady: (started) => threads.push(started),
        onWriterCrash: (error) => crashes.push(error),
      });
      opened.push(store);
      expect(await store.appendUpdate('save_a', bytes(1), 'user_1')).toBe(1);
      const lock = holdWriteLock();
      let held: unknown;
      try {
        const outcome = store.appendUpdate('save_a', bytes(2), 'user_1').then(
          (seq) => seq,
          (error: unknown) => error,
        );
        await pause(50);
        // The thread is in its commit, waiting for the lock; it dies as soon as it runs again.
        const terminated = thread!.terminate();
        lock.release();
        await terminated;
        held = await outcome;
      } finally {
        lock.close();
      }
      expect(held).toBeInstanceOf(SqliteWriterCrashedError);
      expect((held as Error).message).toMatch(/writer thread stopped .* may or may not be durable/);
      expect(crashes).toEqual([held]);

      const whileRestarting = await store.appendUpdate('save_a', bytes(3), 'user_1');
      await waitFor(() => threads.length === 2, 'a new writer thread');
      const throughNewThread = await store.appendUpdate('save_a', bytes(4), 'user_1');
      const tail = await store.loadTailSince('save_a', 0);
      const last = tail.length;
      expect(tail.map(({ seq }) => seq)).toEqual(Array.from({ length: last }, (_, index) => index + 1));
      expect([whileRestarting, throughNewThread]).toEqual([last - 1, last]);
      expect(tail.at(-1)?.update).toEqual(bytes(4));
    });

    it('commits what it was handed before close, then stops its thread', async () => {
      const { store, thread } = await openSqliteStoreReady(file, { writer: 'worker' });
      const appended = store.appendUpdate('save_a', bytes(1), 'user_1');
      await store.close();
      expect(await appended).toBe(1);
      expect(thread!.threadId).toBe(-1);
    });
  });
});
