import type { Binary, ClientSession, TransactionOptions } from 'mongodb';
import { loadMongoDriver } from '../drivers/loadMongoDriver';
import type { Checkpoint, CompactionResult, DocumentLog, LoggedUpdate } from './DocumentLog';
import { planCompaction } from './planCompaction';
import { SeqNotRetainedError } from './SeqNotRetainedError';
import { stateAt, type StoredSnapshot } from './stateAt';
import { StoreClosedError } from './StoreClosedError';

export interface MongoDocumentStoreOptions {
  /** Must reach a replica set (a single-node one will do): appends and compaction are transactions. */
  url: string;
  dbName: string;
}

interface UpdateDocument {
  saveId: string;
  seq: number;
  author: string | null;
  createdAt: number;
  update: Binary;
}

interface PendingAppend {
  update: Uint8Array;
  author: string | null;
  resolve: (seq: number) => void;
  reject: (error: unknown) => void;
}

interface SnapshotDocument {
  saveId: string;
  seq: number;
  createdAt: number;
  state: Binary;
}

interface CheckpointDocument {
  saveId: string;
  seq: number;
  label: string;
  author: string | null;
  createdAt: number;
}

/** Per save: the last seq handed out, so that seqs stay gapless even once compaction trims updates. */
interface CounterDocument {
  _id: string;
  lastSeq: number;
}

interface LeaseDocument {
  _id: string;
  ownerId: string;
  expiresAt: number;
}

/**
 * Per save: bumped by every checkpoint and every compaction, so that the two conflict and one of them
 * retries. Without it a checkpoint added during a compaction could have its updates trimmed unsnapshotted.
 */
interface HistoryDocument {
  _id: string;
  version: number;
}

const DEFAULT_LEASE_MS = 30_000;
const DUPLICATE_KEY = 11000;
const MAX_APPEND_ATTEMPTS = 5;
const TRANSACTION: TransactionOptions = {
  readConcern: { level: 'snapshot' },
  writeConcern: { w: 'majority', journal: true },
  readPreference: 'primary',
};

const isDuplicateKey = (error: unknown) =>
  error instanceof loadMongoDriver().MongoServerError && error.code === DUPLICATE_KEY;

/**
 * The MongoDB DocumentLog (official driver). Collections: `documentUpdates` (unique saveId + seq),
 * `documentSnapshots`, `documentCheckpoints`, `documentSeqCounters`, `compactionLeases` and
 * `documentHistoryVersions`. Requires a replica set: every write is a multi-document transaction.
 */
export async function openMongoDocumentStore({
  url,
  dbName,
}: MongoDocumentStoreOptions): Promise<DocumentLog> {
  const { Binary, MongoClient } = loadMongoDriver();
  const client = new MongoClient(url);
  await client.connect();
  const db = client.db(dbName);
  const updates = db.collection<UpdateDocument>('documentUpdates');
  const snapshots = db.collection<SnapshotDocument>('documentSnapshots');
  const checkpoints = db.collection<CheckpointDocument>('documentCheckpoints');
  const counters = db.collection<CounterDocument>('documentSeqCounters');
  const leases = db.collection<LeaseDocument>('compactionLeases');
  const histories = db.collection<HistoryDocument>('documentHistoryVersions');
  try {
    // Created up front: collections cannot be created implicitly inside a transaction on older servers.
    await Promise.all([
      updates.createIndex({ saveId: 1, seq: 1 }, { unique: true }),
      snapshots.createIndex({ saveId: 1, seq: 1 }, { unique: true }),
      checkpoints.createIndex({ saveId: 1, seq: 1, _id: 1 }),
      db.createCollection('documentSeqCounters').catch(ignoreExisting),
      db.createCollection('compactionLeases').catch(ignoreExisting),
      db.createCollection('documentHistoryVersions').catch(ignoreExisting),
    ]);
  } catch (error) {
    await client.close();
    throw error;
  }

  let closed = false;
  const running = new Set<Promise<unknown>>();
  /** Tracks the call so that close() waits for it, and refuses calls made after close(). */
  const track = <T>(work: () => Promise<T>): Promise<T> => {
    if (closed) return Promise.reject(new StoreClosedError());
    const promise = work();
    running.add(promise);
    const forget = () => running.delete(promise);
    promise.then(forget, forget);
    return promise;
  };
  /** withTransaction retries the whole callback on transient errors, so callbacks must only read and write. */
  const inTransaction = async <T>(work: (session: ClientSession) => Promise<T>): Promise<T> => {
    const session = client.startSession();
    try {
      return await session.withTransaction(() => work(session), TRANSACTION);
    } finally {
      await session.endSession();
    }
  };

  const lastSeqIn = async (saveId: string, session: ClientSession) =>
    (await counters.findOne({ _id: saveId }, { session }))?.lastSeq ?? 0;
  const bumpHistory = (saveId: string, session: ClientSession) =>
    histories.updateOne({ _id: saveId }, { $inc: { version: 1 } }, { upsert: true, session });
  const snapshotAtOrBefore = async (saveId: string, seq: number, session: ClientSession) => {
    const found = await snapshots.findOne(
      { saveId, seq: { $lte: seq } },
      { sort: { seq: -1 }, projection: { seq: 1, state: 1 }, session },
    );
    return found ? { seq: found.seq, state: found.state.value() } : null;
  };
  const updatesBetween = (saveId: string, after: number, upTo: number, session: ClientSession) =>
    updates.find({ saveId, seq: { $gt: after, $lte: upTo } }, { sort: { seq: 1 }, session }).toArray();
  const readStateAt = async (saveId: string, seq: number, session: ClientSession) => {
    const last = await lastSeqIn(saveId, session);
    const base = await snapshotAtOrBefore(saveId, seq, session);
    const between = await updatesBetween(saveId, base?.seq ?? 0, seq, session);
    return stateAt(
      saveId,
      seq,
      last,
      base,
      between.map((entry) => ({ seq: entry.seq, update: entry.update.value() })),
    );
  };
  const unsnapshottedCheckpointSeqs = async (
    saveId: string,
    after: number,
    upTo: number,
    session: ClientSession,
  ) => {
    const seqs = (await checkpoints.distinct(
      'seq',
      { saveId, seq: { $gt: after, $lte: upTo } },
      { session },
    )) as number[];
    const covered = new Set(
      (
        await snapshots.find({ saveId, seq: { $in: seqs } }, { projection: { seq: 1 }, session }).toArray()
      ).map((snapshot) => snapshot.seq),
    );
    return seqs.filter((seq) => !covered.has(seq));
  };

  /** One transaction for every append queued for the save: a single $inc reserves the whole range. */
  const commitAppends = async (saveId: string, batch: readonly PendingAppend[]): Promise<number[]> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await inTransaction(async (session) => {
          const counter = await counters.findOneAndUpdate(
            { _id: saveId },
            { $inc: { lastSeq: batch.length } },
            { upsert: true, returnDocument: 'after', session },
          );
          const first = (counter?.lastSeq ?? batch.length) - batch.length + 1;
          const createdAt = Date.now();
          await updates.insertMany(
            batch.map(({ update, author }, index) => ({
              saveId,
              seq: first + index,
              author,
              createdAt,
              update: new Binary(update),
            })),
            { session },
          );
          return batch.map((_, index) => first + index);
        });
      } catch (error) {
        // Two processes' first appends to a new save may both insert its counter; the loser retries.
        if (!isDuplicateKey(error) || attempt === MAX_APPEND_ATTEMPTS) throw error;
      }
    }
  };

  // Appends to one save are written one batch at a time from this process, so its own transactions never
  // conflict on the save's counter; only other processes' appends can make a transaction retry.
  const appendQueues = new Map<string, { pending: PendingAppend[]; writing: boolean }>();
  const drainAppends = async (saveId: string) => {
    const queue = appendQueues.get(saveId);
    if (!queue || queue.writing) return;
    queue.writing = true;
    while (queue.pending.length > 0) {
      const batch = queue.pending.splice(0);
      try {
        const seqs = await commitAppends(saveId, batch);
        batch.forEach((append, index) => append.resolve(seqs[index]!));
      } catch (error) {
        for (const append of batch) append.reject(error);
      }
    }
    appendQueues.delete(saveId);
  };

  const compactHeld = (saveId: string, ownerId: string, leaseMs: number, minTail: number) =>
    inTransaction(async (session): Promise<CompactionResult> => {
      // Writing the lease makes a takeover by another owner conflict with this transaction.
      const renewed = await leases.updateOne(
        { _id: saveId, ownerId },
        { $set: { expiresAt: Date.now() + leaseMs } },
        { session },
      );
      if (renewed.matchedCount === 0) {
        const holder = await leases.findOne({ _id: saveId }, { session });
        return { status: 'busy', ownerId: holder?.ownerId ?? '', expiresAt: holder?.expiresAt ?? 0 };
      }
      await bumpHistory(saveId, session);
      const last = await lastSeqIn(saveId, session);
      const base = await snapshotAtOrBefore(saveId, last, session);
      const tail = (await updatesBetween(saveId, base?.seq ?? 0, last, session)).map((entry) => ({
        seq: entry.seq,
        update: entry.update.value(),
      }));
      if (tail.length === 0 || tail.length < minTail) return { status: 'up-to-date', seq: last };
      const planned = planCompaction(
        base,
        tail,
        await unsnapshottedCheckpointSeqs(saveId, base?.seq ?? 0, last, session),
      );
      const now = Date.now();
      await snapshots.insertMany(
        planned.map(({ seq, state }: StoredSnapshot) => ({
          saveId,
          seq,
          createdAt: now,
          state: new Binary(state),
        })),
        { session },
      );
      const trimmed = await updates.deleteMany({ saveId, seq: { $lte: last } }, { session });
      const checkpointSeqs = (await checkpoints.distinct('seq', { saveId }, { session })) as number[];
      await snapshots.deleteMany({ saveId, seq: { $lt: last, $nin: checkpointSeqs } }, { session });
      return { status: 'compacted', seq: last, trimmed: trimmed.deletedCount };
    });

  return {
    loadUpdates: (saveId) =>
      track(() =>
        inTransaction(async (session) => {
          const base = await snapshotAtOrBefore(saveId, Number.MAX_SAFE_INTEGER, session);
          const tail = await updatesBetween(saveId, base?.seq ?? 0, Number.MAX_SAFE_INTEGER, session);
          return [...(base ? [base.state] : []), ...tail.map((entry) => entry.update.value())];
        }),
      ),

    appendUpdate: (saveId, update, author) =>
      track(
        () =>
          new Promise<number>((resolve, reject) => {
            let queue = appendQueues.get(saveId);
            if (!queue) {
              queue = { pending: [], writing: false };
              appendQueues.set(saveId, queue);
              // Appends to this save made in the same event-loop turn join the batch.
              setImmediate(() => void drainAppends(saveId));
            }
            queue.pending.push({ update, author, resolve, reject });
          }),
      ),

    lastSeq: (saveId) => track(async () => (await counters.findOne({ _id: saveId }))?.lastSeq ?? 0),

    loadTailSince: (saveId, since) =>
      track(() =>
        inTransaction(async (session): Promise<LoggedUpdate[]> => {
          const last = await lastSeqIn(saveId, session);
          if (since > last) throw new SeqNotRetainedError(saveId, since, 'beyond-end');
          const tail = await updatesBetween(saveId, since, last, session);
          if (tail.length !== last - since) throw new SeqNotRetainedError(saveId, since, 'trimmed');
          return tail.map((entry) => ({
            seq: entry.seq,
            update: entry.update.value(),
            author: entry.author,
            createdAt: entry.createdAt,
          }));
        }),
      ),

    addCheckpoint: (saveId, { label, author, seq: requested }) =>
      track(() =>
        inTransaction(async (session): Promise<Checkpoint> => {
          await bumpHistory(saveId, session);
          const seq = requested ?? (await lastSeqIn(saveId, session));
          // Throws for a seq whose state is already gone: a checkpoint must always be showable.
          await readStateAt(saveId, seq, session);
          const createdAt = Date.now();
          await checkpoints.insertOne({ saveId, seq, label, author, createdAt }, { session });
          return { label, author, createdAt, seq };
        }),
      ),

    listCheckpoints: (saveId) =>
      track(async () =>
        (await checkpoints.find({ saveId }, { sort: { seq: 1, _id: 1 } }).toArray()).map(
          ({ label, author, createdAt, seq }) => ({ label, author, createdAt, seq }),
        ),
      ),

    readAt: (saveId, seq) => track(() => inTransaction((session) => readStateAt(saveId, seq, session))),

    compact: (saveId, { ownerId, leaseMs = DEFAULT_LEASE_MS, minTail = 1 }) =>
      track(async (): Promise<CompactionResult> => {
        const now = Date.now();
        try {
          // Matches a free, expired or own lease; otherwise the upsert collides with the holder's _id.
          await leases.updateOne(
            { _id: saveId, $or: [{ expiresAt: { $lte: now } }, { ownerId }] },
            { $set: { ownerId, expiresAt: now + leaseMs } },
            { upsert: true },
          );
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
          const holder = await leases.findOne({ _id: saveId });
          return { status: 'busy', ownerId: holder?.ownerId ?? '', expiresAt: holder?.expiresAt ?? 0 };
        }
        try {
          return await compactHeld(saveId, ownerId, leaseMs, minTail);
        } finally {
          await leases.deleteOne({ _id: saveId, ownerId });
        }
      }),

    deleteSave: (saveId) =>
      track(() =>
        inTransaction(async (session) => {
          // One operation at a time: a session does not support parallel operations in a transaction.
          await updates.deleteMany({ saveId }, { session });
          await snapshots.deleteMany({ saveId }, { session });
          await checkpoints.deleteMany({ saveId }, { session });
          await counters.deleteOne({ _id: saveId }, { session });
          await leases.deleteOne({ _id: saveId }, { session });
          await histories.deleteOne({ _id: saveId }, { session });
        }),
      ),

    async close() {
      if (closed) return;
      closed = true;
      await Promise.allSettled([...running]);
      await client.close();
    },
  };
}

function ignoreExisting(error: unknown): void {
  // 48 NamespaceExists: another process created it first, which is just as good.
  if (!(error instanceof loadMongoDriver().MongoServerError && error.code === 48)) throw error;
}
