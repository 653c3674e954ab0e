import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Worker } from 'node:worker_threads';
import type {
  Checkpoint,
  CompactionRequest,
  CompactionResult,
  DocumentLog,
  LoggedUpdate,
} from './store/DocumentLog';
import { migrateSqliteSchema } from './store/migrateSqliteSchema';
import { openSqliteConnection } from './store/openSqliteConnection';
import { planCompaction } from './store/planCompaction';
import { prepareAppendCommit, type AppendRequest } from './store/prepareAppendCommit';
import { prepareLastSeq } from './store/prepareLastSeq';
import { SeqNotRetainedError } from './store/SeqNotRetainedError';
import type { SqliteWriterCrashedError } from './store/SqliteWriterCrashedError';
import { SqliteCheckpointThread } from './store/SqliteCheckpointThread';
import { SqliteWriterThread } from './store/SqliteWriterThread';
import { stateAt, type StoredSnapshot } from './store/stateAt';
import { StoreClosedError } from './store/StoreClosedError';
import { WalFileSync } from './store/WalFileSync';

export interface SqliteDocumentStoreOptions {
  /** Called after each group commit with the number of appends it made durable (for metrics). */
  onGroupCommit?: (appends: number) => void;
  /**
   * Where appends are committed. `'inline'` (the default): on the event loop's thread, which each
   * commit blocks until it is durable. `'worker'`: in a writer thread with a connection of its own, so
   * that the event loop keeps serving while a commit waits for its fsync. `'async-fsync'`: on the
   * event loop's thread without waiting for the disk (`synchronous = NORMAL`), then the WAL file is
   * synced in libuv's thread pool (`WalFileSync`) and the appends resolve once that sync returns; every
   * commit made while one sync runs shares the next. Automatic checkpoints, which would sync on the
   * committing thread, move to a thread of their own (`SqliteCheckpointThread`). It spends less CPU per
   * commit than the worker (no JavaScript thread to wake, nothing cloned) and blocks the event loop
   * only for SQLite's own work, about 15 µs per commit (docs/benchmarks.md).
   */
  writer?: 'worker' | 'inline' | 'async-fsync';
  /** With the `'async-fsync'` writer, how often its checkpoint thread runs (1 s by default). */
  checkpointIntervalMs?: number;
  /** With the `'async-fsync'` writer, called when its checkpoint thread dies (it is replaced). */
  onCheckpointerCrash?: (error: unknown) => void;
  /**
   * With the `'worker'` writer, called with each writer thread once it takes the appends: soon after
   * open, and again after a crash. For diagnostics, e.g. sampling its event-loop utilisation.
   */
  onWriterReady?: (thread: Worker) => void;
  /** With the `'worker'` writer, called when a writer thread dies unexpectedly (to log it). */
  onWriterCrash?: (error: SqliteWriterCrashedError) => void;
}

interface PendingAppend extends AppendRequest {
  resolve: (seq: number) => void;
  reject: (error: unknown) => void;
}

interface UpdateRow {
  seq: number;
  update: Buffer;
  author: string | null;
  created_at: number;
}

interface CheckpointRow {
  seq: number;
  label: string;
  author: string | null;
  created_at: number;
}

const DEFAULT_LEASE_MS = 30_000;

const toBytes = (buffer: Buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
const toBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const toSnapshot = (row: { seq: number; state: Buffer } | undefined): StoredSnapshot | null =>
  row ? { seq: row.seq, state: toBytes(row.state) } : null;
const toCheckpoint = (row: CheckpointRow): Checkpoint => ({
  label: row.label,
  author: row.author,
  createdAt: row.created_at,
  seq: row.seq,
});

/**
 * The default DocumentStore: one SQLite file holding every save's log, snapshots and checkpoints.
 * Appends made in the same event-loop turn share one transaction (one fsync) and resolve once it commits.
 *
 * With the `'worker'` writer, a writer thread owns this process's connection for appends and numbers
 * them; the batches that reach it while it commits share its next transaction. Until it is
 * ready (just after open, and while a replacement starts after a crash) appends commit inline instead:
 * both connections take seqs from the file under SQLite's write lock, so they never disagree. This
 * thread's connection also serves reads (WAL lets them run beside the writer) and the rare writes:
 * checkpoints, compaction and deleteSave, which wait for the write lock as another process would.
 * A writer thread that dies rejects the appends it held with SqliteWriterCrashedError and is replaced.
 */
export function openSqliteDocumentStore(
  filePath: string,
  options: SqliteDocumentStoreOptions = {},
): DocumentLog {
  mkdirSync(dirname(filePath), { recursive: true });
  const db = openSqliteConnection(filePath);
  // Before the writer thread opens its connection, which expects the tables.
  migrateSqliteSchema(db);

  const lastSeqOf = prepareLastSeq(db);
  const selectUpdatesBetween = db.prepare<[string, number, number], UpdateRow>(
    'SELECT seq, "update", author, created_at FROM document_updates WHERE save_id = ? AND seq > ? AND seq <= ? ORDER BY seq',
  );
  const selectSnapshotAtOrBefore = db.prepare<[string, number], { seq: number; state: Buffer }>(
    'SELECT seq, state FROM document_snapshots WHERE save_id = ? AND seq <= ? ORDER BY seq DESC LIMIT 1',
  );
  const insertSnapshot = db.prepare<[string, number, number, Buffer]>(
    'INSERT OR IGNORE INTO document_snapshots (save_id, seq, created_at, state) VALUES (?, ?, ?, ?)',
  );
  const insertCheckpoint = db.prepare<[string, number, string, string | null, number]>(
    'INSERT INTO document_checkpoints (save_id, seq, label, author, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const selectCheckpoints = db.prepare<[string], CheckpointRow>(
    'SELECT seq, label, author, created_at FROM document_checkpoints WHERE save_id = ? ORDER BY seq, id',
  );
  const selectUnsnapshottedCheckpointSeqs = db.prepare<[string, number], { seq: number }>(
    `SELECT DISTINCT c.seq FROM document_checkpoints c
     WHERE c.save_id = ? AND c.seq <= ?
       AND NOT EXISTS (SELECT 1 FROM document_snapshots s WHERE s.save_id = c.save_id AND s.seq = c.seq)
     ORDER BY c.seq`,
  );
  const trimUpdates = db.prepare<[string, number]>(
    'DELETE FROM document_updates WHERE save_id = ? AND seq <= ?',
  );
  const dropSupersededSnapshots = db.prepare<[string, number, string]>(
    `DELETE FROM document_snapshots WHERE save_id = ? AND seq < ?
       AND seq NOT IN (SELECT seq FROM document_checkpoints WHERE save_id = ?)`,
  );
  const claimLease = db.prepare<[string, string, number, number]>(
    `INSERT INTO compaction_leases (save_id, owner_id, expires_at) VALUES (?, ?, ?)
     ON CONFLICT (save_id) DO UPDATE SET owner_id = excluded.owner_id, expires_at = excluded.expires_at
     WHERE compaction_leases.expires_at <= ? OR compaction_leases.owner_id = excluded.owner_id`,
  );
  const selectLease = db.prepare<[string], { owner_id: string; expires_at: number }>(
    'SELECT owner_id, expires_at FROM compaction_leases WHERE save_id = ?',
  );
  const releaseLease = db.prepare<[string, string]>(
    'DELETE FROM compaction_leases WHERE save_id = ? AND owner_id = ?',
  );
  const deleteFrom = [
    'document_updates',
    'document_snapshots',
    'document_checkpoints',
    'compaction_leases',
  ].map((table) => db.prepare<[string]>(`DELETE FROM ${table} WHERE save_id = ?`));

  const readStateAt = (saveId: string, seq: number): Uint8Array => {
    const base = toSnapshot(selectSnapshotAtOrBefore.get(saveId, seq));
    const updates = selectUpdatesBetween.all(saveId, base?.seq ?? 0, seq);
    return stateAt(
      saveId,
      seq,
      lastSeqOf(saveId),
      base,
      updates.map((row) => ({ seq: row.seq, update: toBytes(row.update) })),
    );
  };

  const writer =
    options.writer !== 'worker'
      ? null
      : new SqliteWriterThread(filePath, {
          onGroupCommit: options.onGroupCommit,
          onReady: options.onWriterReady,
          onCrash: options.onWriterCrash,
        });
  const commitInline = prepareAppendCommit(db);
  let walSync: WalFileSync | null = null;
  let checkpointer: SqliteCheckpointThread | null = null;
  if (options.writer === 'async-fsync') {
    // What FULL adds to NORMAL in WAL mode is the WAL's sync after each commit: walSync makes it.
    db.pragma('synchronous = NORMAL');
    db.pragma('wal_autocheckpoint = 0');
    walSync = new WalFileSync(filePath);
    checkpointer = new SqliteCheckpointThread(filePath, {
      intervalMs: options.checkpointIntervalMs,
      onCrash: options.onCheckpointerCrash,
    });
  }
  /** Once what this connection has committed is durable (at once unless its WAL syncs behind). */
  const durable = async () => {
    await walSync?.afterCommit();
  };

  let pending: PendingAppend[] = [];
  let flushScheduled = false;
  const flush = () => {
    flushScheduled = false;
    const batch = pending;
    pending = [];
    if (batch.length === 0) return;
    if (writer?.ready) {
      writer.write(batch).then(
        (seqs) => batch.forEach((append, index) => append.resolve(seqs[index]!)),
        (error: unknown) => batch.forEach((append) => append.reject(error)),
      );
      return;
    }
    let seqs: number[];
    try {
      if (!db.open) throw new StoreClosedError();
      seqs = commitInline(batch);
    } catch (error) {
      for (const append of batch) append.reject(error);
      return;
    }
    if (walSync) {
      walSync.afterCommit().then(
        () => {
          batch.forEach((append, index) => append.resolve(seqs[index]!));
          options.onGroupCommit?.(batch.length);
        },
        (error: unknown) => batch.forEach((append) => append.reject(error)),
      );
      return;
    }
    batch.forEach((append, index) => append.resolve(seqs[index]!));
    options.onGroupCommit?.(batch.length);
  };

  const readConsistentStateAt = db.transaction(readStateAt);

  const readLoad = db.transaction((saveId: string): Uint8Array[] => {
    const base = toSnapshot(selectSnapshotAtOrBefore.get(saveId, Number.MAX_SAFE_INTEGER));
    const tail = selectUpdatesBetween.all(saveId, base?.seq ?? 0, Number.MAX_SAFE_INTEGER);
    return [...(base ? [base.state] : []), ...tail.map((row) => toBytes(row.update))];
  });

  const readTail = db.transaction((saveId: string, since: number): LoggedUpdate[] => {
    const last = lastSeqOf(saveId);
    if (since > last) throw new SeqNotRetainedError(saveId, since, 'beyond-end');
    const rows = selectUpdatesBetween.all(saveId, since, last);
    if (rows.length !== last - since) throw new SeqNotRetainedError(saveId, since, 'trimmed');
    return rows.map((row) => ({
      seq: row.seq,
      update: toBytes(row.update),
      author: row.author,
      createdAt: row.created_at,
    }));
  });

  const recordCheckpoint = db.transaction(
    (saveId: string, label: string, author: string | null, requested: number | undefined): Checkpoint => {
      const seq = requested ?? lastSeqOf(saveId);
      // Throws for a seq whose state is already gone: a checkpoint must always be showable.
      readStateAt(saveId, seq);
      const createdAt = Date.now();
      insertCheckpoint.run(saveId, seq, label, author, createdAt);
      return { label, author, createdAt, seq };
    },
  );

  const readCompactionInput = db.transaction((saveId: string) => {
    const last = lastSeqOf(saveId);
    const base = toSnapshot(selectSnapshotAtOrBefore.get(saveId, last));
    const tail = selectUpdatesBetween
      .all(saveId, base?.seq ?? 0, last)
      .map((row) => ({ seq: row.seq, update: toBytes(row.update) }));
    const checkpointSeqs = selectUnsnapshottedCheckpointSeqs.all(saveId, last).map((row) => row.seq);
    return { last, base, tail, checkpointSeqs };
  });

  const commitCompaction = db.transaction(
    (saveId: string, ownerId: string, upTo: number, snapshots: StoredSnapshot[]): CompactionResult => {
      const lease = selectLease.get(saveId);
      if (lease?.owner_id !== ownerId) {
        // Our lease expired and another owner took over while we replayed: leave the save to them.
        return { status: 'busy', ownerId: lease?.owner_id ?? '', expiresAt: lease?.expires_at ?? 0 };
      }
      const now = Date.now();
      for (const { seq, state } of snapshots) insertSnapshot.run(saveId, seq, now, toBuffer(state));
      // Checkpoints added while we replayed still have their updates here, before the trim.
      for (const { seq } of selectUnsnapshottedCheckpointSeqs.all(saveId, upTo)) {
        insertSnapshot.run(saveId, seq, now, toBuffer(readStateAt(saveId, seq)));
      }
      const trimmed = trimUpdates.run(saveId, upTo).changes;
      dropSupersededSnapshots.run(saveId, upTo, saveId);
      return { status: 'compacted', seq: upTo, trimmed };
    },
  );

  const removeSave = db.transaction((saveId: string) => {
    for (const statement of deleteFrom) statement.run(saveId);
  });

  let closing = false;
  /** Compactions under way: close waits for them, so that none dies holding its lease in the file. */
  const compacting = new Set<Promise<CompactionResult>>();
  const ensureOpen = () => {
    if (closing || !db.open) throw new StoreClosedError();
    // Refusing reads too takes the instance out of readiness (its probe reads), where appends alone
    // would fail and close room after room while a load balancer kept sending people to it.
    if (walSync?.failure) throw walSync.failure;
  };

  return {
    async loadUpdates(saveId) {
      ensureOpen();
      return readLoad(saveId);
    },

    appendUpdate(saveId, update, author) {
      if (closing || !db.open) return Promise.reject(new StoreClosedError());
      if (walSync?.failure) return Promise.reject(walSync.failure);
      return new Promise<number>((resolve, reject) => {
        pending.push({ saveId, update, author, resolve, reject });
        if (!flushScheduled) {
          flushScheduled = true;
          setImmediate(flush);
        }
      });
    },

    async lastSeq(saveId) {
      ensureOpen();
      return lastSeqOf(saveId);
    },

    async loadTailSince(saveId, seq) {
      ensureOpen();
      return readTail(saveId, seq);
    },

    async addCheckpoint(saveId, { label, author, seq }) {
      ensureOpen();
      const checkpoint = recordCheckpoint.immediate(saveId, label, author, seq);
      await durable();
      return checkpoint;
    },

    async listCheckpoints(saveId) {
      ensureOpen();
      return selectCheckpoints.all(saveId).map(toCheckpoint);
    },

    async readAt(saveId, seq) {
      ensureOpen();
      return readConsistentStateAt(saveId, seq);
    },

    async compact(saveId, request) {
      ensureOpen();
      const running = compactNow(saveId, request);
      compacting.add(running);
      try {
        return await running;
      } finally {
        compacting.delete(running);
      }
    },

    async deleteSave(saveId) {
      ensureOpen();
      removeSave.immediate(saveId);
      await durable();
    },

    async close() {
      closing = true;
      await Promise.allSettled([...compacting]);
      // Appends already accepted are committed, not dropped, by a graceful close.
      flush();
      await writer?.close();
      await walSync?.close();
      await checkpointer?.close();
      if (db.open) db.close();
    },
  };

  async function compactNow(
    saveId: string,
    { ownerId, leaseMs = DEFAULT_LEASE_MS, minTail = 1 }: CompactionRequest,
  ): Promise<CompactionResult> {
    const now = Date.now();
    if (claimLease.run(saveId, ownerId, now + leaseMs, now).changes === 0) {
      const holder = selectLease.get(saveId);
      return { status: 'busy', ownerId: holder?.owner_id ?? '', expiresAt: holder?.expires_at ?? 0 };
    }
    try {
      const { last, base, tail, checkpointSeqs } = readCompactionInput(saveId);
      if (tail.length === 0 || tail.length < minTail) return { status: 'up-to-date', seq: last };
      const snapshots = planCompaction(base, tail, checkpointSeqs);
      // Replaying happens outside the write lock, and appends queued meanwhile commit before the trim;
      // the trim only covers seqs up to `last`, so they survive it.
      await new Promise((resolve) => setImmediate(resolve));
      const result = commitCompaction.immediate(saveId, ownerId, last, snapshots);
      await durable();
      return result;
    } finally {
      if (db.open) releaseLease.run(saveId, ownerId);
    }
  }
}
