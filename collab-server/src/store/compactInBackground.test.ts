import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { openSqliteDocumentStore } from '../SqliteDocumentStore';
import { waitFor } from '../testSupport/waitFor';
import { compactInBackground, type BackgroundCompactionOptions } from './compactInBackground';
import type { CompactionResult, DocumentLog } from './DocumentLog';
import { SeqNotRetainedError } from './SeqNotRetainedError';
import { StoreClosedError } from './StoreClosedError';

/** A designer's edits on one client: cabinets added and moved, one transaction (one update) each. */
function edits(doc: Y.Doc, count: number): Uint8Array[] {
  const updates: Uint8Array[] = [];
  const collect = (update: Uint8Array) => updates.push(update);
  doc.on('update', collect);
  for (let edit = 0; edit < count; edit += 1) {
    doc.transact(() => {
      const cabinets = doc.getMap<Y.Map<unknown>>('cabinets');
      const id = `cab_${doc.clientID}_${edit % 7}`;
      const cabinet = cabinets.get(id) ?? new Y.Map<unknown>();
      if (!cabinets.has(id)) cabinets.set(id, cabinet);
      cabinet.set('x', (edit * 37) % 4000);
      doc.getMap('room').set('revision', edit);
    });
  }
  doc.off('update', collect);
  return updates;
}

/** The whole state reached by applying `updates` in order, as a room applies its load. */
function rebuild(updates: readonly Uint8Array[]): Uint8Array {
  const doc = new Y.Doc();
  Y.transact(doc, () => updates.forEach((update) => Y.applyUpdate(doc, update)));
  const state = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return state;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Attempt {
  saveId: string;
  result: CompactionResult;
}

interface Span {
  owner: string;
  start: number;
  end: number;
  status: CompactionResult['status'];
}

/**
 * The real store, with the span of every compact call recorded on the way through; `latencyMs`
 * stands for a slow answer (a remote store releasing its lease), so that appends land meanwhile.
 */
const timed = (store: DocumentLog, owner: string, spans: Span[], latencyMs = 0): DocumentLog => ({
  ...store,
  async compact(saveId, request) {
    const start = performance.now();
    const result = await store.compact(saveId, request);
    if (latencyMs > 0) await sleep(latencyMs);
    spans.push({ owner, start, end: performance.now(), status: result.status });
    return result;
  },
});

/** Spans (of the given status) that overlap another one. */
const overlapping = (spans: readonly Span[], status?: CompactionResult['status']) => {
  const kept = spans.filter((span) => status === undefined || span.status === status);
  return kept.filter((span, index) =>
    kept.some(
      (other, otherIndex) => otherIndex !== index && other.start < span.end && span.start < other.end,
    ),
  );
};

describe('compactInBackground', () => {
  let dir: string;
  let file: string;
  let opened: DocumentLog[];

  const openStore = () => {
    const store = openSqliteDocumentStore(file);
    opened.push(store);
    return store;
  };

  /** A decorated store plus every attempt and error it reported, in order. */
  const openCompacting = (
    options: Partial<BackgroundCompactionOptions> = {},
    store: DocumentLog = openStore(),
  ) => {
    const attempts: Attempt[] = [];
    const errors: { saveId: string; error: unknown }[] = [];
    const log = compactInBackground(store, {
      ownerId: 'instance_1',
      onCompacted: (saveId, result) => attempts.push({ saveId, result }),
      onError: (saveId, error) => errors.push({ saveId, error }),
      ...options,
    });
    opened.push(log);
    const compacted = (saveId = 'save_a') =>
      attempts.filter(
        (attempt): attempt is Attempt & { result: Extract<CompactionResult, { status: 'compacted' }> } =>
          attempt.saveId === saveId && attempt.result.status === 'compacted',
      );
    return { log, store, attempts, errors, compacted };
  };

  const appendAll = async (log: DocumentLog, saveId: string, updates: readonly Uint8Array[]) => {
    for (const update of updates) await log.appendUpdate(saveId, update, 'user_1');
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'compact-in-background-'));
    file = join(dir, 'collab.sqlite');
    opened = [];
  });

  afterEach(async () => {
    vi.useRealTimers();
    await Promise.all(opened.map((log) => log.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('compacts a save after minTail appends, leaving one snapshot and a short tail that rebuild it', async () => {
    const { log, compacted } = openCompacting({ minTail: 20, delayMs: 10 });
    const updates = edits(new Y.Doc(), 23);
    await appendAll(log, 'save_a', updates.slice(0, 19));
    await sleep(100);
    expect(compacted()).toEqual([]);
    expect(await log.loadUpdates('save_a')).toHaveLength(19);

    await log.appendUpdate('save_a', updates[19]!, 'user_1');
    await waitFor(() => compacted().length === 1, 'the compaction');
    expect(compacted()[0]!.result).toEqual({ status: 'compacted', seq: 20, trimmed: 20 });
    await appendAll(log, 'save_a', updates.slice(20));

    const loaded = await log.loadUpdates('save_a');
    expect(loaded).toHaveLength(1 + 3);
    expect(loaded.slice(1)).toEqual(updates.slice(20));
    expect(rebuild(loaded)).toEqual(rebuild(updates));
    expect(await log.lastSeq('save_a')).toBe(23);
  });

  it('waits for a quiet delay after the last append, but never longer than maxDelayMs', async () => {
    // Only the decorator's clock is faked: the store's group commit still runs on real setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { log, compacted } = openCompacting({ minTail: 5, delayMs: 1_000, maxDelayMs: 3_000 });
    const updates = edits(new Y.Doc(), 8);
    const settle = async () => {
      for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    };
    await appendAll(log, 'save_a', updates.slice(0, 5));
    // Each append 900 ms after the previous one postpones the compaction, until 3 s after it fell due.
    for (const update of updates.slice(5)) {
      vi.advanceTimersByTime(900);
      await settle();
      expect(compacted()).toEqual([]);
      await log.appendUpdate('save_a', update, 'user_1');
    }
    vi.advanceTimersByTime(299);
    await settle();
    expect(compacted()).toEqual([]);
    vi.advanceTimersByTime(1);
    const deadline = performance.now() + 5_000;
    while (compacted().length === 0 && performance.now() < deadline) await settle();
    expect(compacted().map(({ result }) => result)).toEqual([{ status: 'compacted', seq: 8, trimmed: 8 }]);
  });

  it('keeps appends made while a compaction runs', async () => {
    const { log, compacted } = openCompacting({ minTail: 30, delayMs: 60_000 });
    const designer = new Y.Doc();
    const colleague = new Y.Doc();
    const before = edits(designer, 30);
    await appendAll(log, 'save_a', before);

    const flushing = log.flushCompactions();
    const during = [...edits(designer, 15), ...edits(colleague, 15)];
    const seqs = await Promise.all(during.map((update) => log.appendUpdate('save_a', update, 'user_2')));
    await flushing;

    expect(seqs).toEqual(Array.from({ length: 30 }, (_, index) => 31 + index));
    expect(compacted().map(({ result }) => result)).toEqual([{ status: 'compacted', seq: 30, trimmed: 30 }]);
    expect(await log.loadUpdates('save_a')).toHaveLength(1 + 30);
    expect(rebuild(await log.loadUpdates('save_a'))).toEqual(rebuild([...before, ...during]));
    // The appends made during the first compaction count toward the next one.
    await log.flushCompactions();
    expect(compacted().map(({ result }) => result.seq)).toEqual([30, 60]);
    expect(rebuild(await log.loadUpdates('save_a'))).toEqual(rebuild([...before, ...during]));
  });

  it('runs one compaction of a save at a time, even on a slow store', async () => {
    const spans: Span[] = [];
    const { log, compacted } = openCompacting(
      { minTail: 5, delayMs: 60_000 },
      timed(openStore(), 'instance_1', spans, 50),
    );
    const designer = new Y.Doc();
    const updates = edits(designer, 10);
    await appendAll(log, 'save_a', updates.slice(0, 5));
    const first = log.flushCompactions();
    // Due again while the first still runs: it must wait for it rather than start beside it.
    await appendAll(log, 'save_a', updates.slice(5));
    await Promise.all([first, log.flushCompactions()]);
    await log.flushCompactions();

    expect(compacted().map(({ result }) => result.seq)).toEqual([5, 10]);
    expect(overlapping(spans)).toEqual([]);
    expect(rebuild(await log.loadUpdates('save_a'))).toEqual(rebuild(updates));
  });

  it('compacts a save edited without pause, and loses none of its edits', async () => {
    const { log, compacted, errors } = openCompacting({ minTail: 10, delayMs: 5, maxDelayMs: 20 });
    const clients = [new Y.Doc(), new Y.Doc()];
    const appended: Uint8Array[] = [];
    const deadline = Date.now() + 5_000;
    for (let batch = 0; batch < 10 || compacted().length < 3; batch += 1) {
      if (Date.now() > deadline) throw new Error('no compaction ran while edits kept coming');
      const updates = edits(clients[batch % 2]!, 6);
      appended.push(...updates);
      await Promise.all(updates.map((update) => log.appendUpdate('save_a', update, 'user_1')));
      await sleep(2);
    }
    await log.flushCompactions();

    expect(errors).toEqual([]);
    expect(rebuild(await log.loadUpdates('save_a'))).toEqual(rebuild(appended));
    expect(await log.lastSeq('save_a')).toBe(appended.length);
    const seqs = compacted().map(({ result }) => result.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(seqs[0]).toBeLessThan(appended.length);
  });

  it('keeps every checkpoint readable after compacting', async () => {
    const { log, compacted } = openCompacting({ minTail: 20, delayMs: 10 });
    const updates = edits(new Y.Doc(), 30);
    await appendAll(log, 'save_a', updates.slice(0, 12));
    await log.addCheckpoint('save_a', { label: 'Added wall', author: 'user_1', seq: 5 });
    await log.addCheckpoint('save_a', { label: 'Moved sink', author: 'user_1' });
    await appendAll(log, 'save_a', updates.slice(12, 25));
    await log.addCheckpoint('save_a', { label: 'Changed flooring', author: null, seq: 25 });
    await waitFor(() => compacted().length === 1, 'the compaction');
    await appendAll(log, 'save_a', updates.slice(25));

    for (const seq of [5, 12, 25])
      expect(await log.readAt('save_a', seq)).toEqual(rebuild(updates.slice(0, seq)));
    expect(await log.readAt('save_a', 30)).toEqual(rebuild(updates));
    await expect(log.readAt('save_a', 3)).rejects.toBeInstanceOf(SeqNotRetainedError);
    expect((await log.listCheckpoints('save_a')).map(({ label, seq }) => ({ label, seq }))).toEqual([
      { label: 'Added wall', seq: 5 },
      { label: 'Moved sink', seq: 12 },
      { label: 'Changed flooring', seq: 25 },
    ]);
  });

  describe('two instances on one SQLite file', () => {
    it('never compact a save at the same time: the second is told busy, and the log stays whole', async () => {
      const spans: Span[] = [];
      const a = openCompacting(
        { ownerId: 'instance_a', minTail: 10, delayMs: 60_000 },
        timed(openStore(), 'a', spans),
      );
      const b = openCompacting(
        { ownerId: 'instance_b', minTail: 10, delayMs: 60_000 },
        timed(openStore(), 'b', spans),
      );
      const designer = new Y.Doc();
      const updates = edits(designer, 20);
      for (const [index, update] of updates.entries()) {
        await (index % 2 === 0 ? a : b).log.appendUpdate('save_a', update, 'user_1');
      }

      await Promise.all([a.log.flushCompactions(), b.log.flushCompactions()]);
      expect(a.attempts.map(({ result }) => result)).toEqual([{ status: 'compacted', seq: 20, trimmed: 20 }]);
      expect(b.attempts.map(({ result }) => result)).toMatchObject([
        { status: 'busy', ownerId: 'instance_a' },
      ]);
      expect(overlapping(spans, 'compacted')).toEqual([]);

      // B's retry stays scheduled; run now, it finds the work done.
      await b.log.flushCompactions();
      expect(b.attempts.at(-1)!.result).toEqual({ status: 'up-to-date', seq: 20 });
      const more = edits(designer, 4);
      await appendAll(b.log, 'save_a', more);
      for (const { log } of [a, b]) {
        expect(await log.loadUpdates('save_a')).toHaveLength(1 + 4);
        expect(rebuild(await log.loadUpdates('save_a'))).toEqual(rebuild([...updates, ...more]));
      }
    });

    it('never compact a save at the same time while both take edits on their own timers', async () => {
      const spans: Span[] = [];
      const options = { minTail: 8, delayMs: 2, maxDelayMs: 10 };
      const a = openCompacting({ ...options, ownerId: 'instance_a' }, timed(openStore(), 'a', spans));
      const b = openCompacting({ ...options, ownerId: 'instance_b' }, timed(openStore(), 'b', spans));
      const clients = [new Y.Doc(), new Y.Doc()];
      const appended: Uint8Array[] = [];
      const deadline = Date.now() + 5_000;
      const compactions = () => spans.filter(({ status }) => status === 'compacted').length;
      for (let batch = 0; batch < 10 || compactions() < 4; batch += 1) {
        if (Date.now() > deadline) throw new Error('the instances did not compact while edits kept coming');
        const updates = [...edits(clients[0]!, 4), ...edits(clients[1]!, 4)];
        appended.push(...updates);
        await Promise.all(
          updates.map((update, index) => (index < 4 ? a : b).log.appendUpdate('save_a', update, 'user_1')),
        );
        await sleep(1);
      }
      // Closing waits for whatever either instance still runs.
      await Promise.all([a.log.close(), b.log.close()]);

      expect([...a.errors, ...b.errors]).toEqual([]);
      expect(compactions()).toBeGreaterThanOrEqual(4);
      expect(overlapping(spans, 'compacted')).toEqual([]);
      const reopened = openStore();
      expect(rebuild(await reopened.loadUpdates('save_a'))).toEqual(rebuild(appended));
      expect(await reopened.lastSeq('save_a')).toBe(appended.length);
    });
  });

  it('retries a save another owner holds a bounded number of times, backing off', async () => {
    const { log, attempts, compacted } = openCompacting({ minTail: 3, delayMs: 10, maxDelayMs: 40 });
    const updates = edits(new Y.Doc(), 6);
    const raw = new Database(file);
    try {
      raw
        .prepare('INSERT INTO compaction_leases (save_id, owner_id, expires_at) VALUES (?, ?, ?)')
        .run('save_a', 'crashed_instance', Date.now() + 60_000);
      await appendAll(log, 'save_a', updates.slice(0, 3));
      // The first attempt, then retries after 20, 40 and 40 ms.
      await waitFor(() => attempts.length === 4, 'the retries');
      await sleep(200);
      expect(attempts.map(({ result }) => result)).toEqual(
        Array.from({ length: 4 }, () =>
          expect.objectContaining({ status: 'busy', ownerId: 'crashed_instance' }),
        ),
      );
      raw.prepare('DELETE FROM compaction_leases WHERE save_id = ?').run('save_a');
    } finally {
      raw.close();
    }
    // Given up, the save is counted afresh from its next append.
    await appendAll(log, 'save_a', updates.slice(3));
    await waitFor(() => compacted().length === 1, 'the compaction once the lease is gone');
    expect(compacted()[0]!.result).toEqual({ status: 'compacted', seq: 6, trimmed: 6 });
  });

  it('close() lets a running compaction finish, then refuses every call', async () => {
    const { log, attempts } = openCompacting({ minTail: 10, delayMs: 60_000 });
    const updates = edits(new Y.Doc(), 10);
    await appendAll(log, 'save_a', updates);

    const flushing = log.flushCompactions();
    await log.close();
    expect(attempts.map(({ result }) => result.status)).toEqual(['compacted']);
    await flushing;

    const refused = [
      log.appendUpdate('save_a', updates[0]!, 'user_1'),
      log.loadUpdates('save_a'),
      log.lastSeq('save_a'),
      log.readAt('save_a', 10),
      log.compact('save_a', { ownerId: 'instance_1' }),
      log.flushCompactions(),
      log.deleteSave('save_a'),
    ];
    for (const call of refused) await expect(call).rejects.toBeInstanceOf(StoreClosedError);
    await expect(log.close()).resolves.toBeUndefined();

    // The compaction was committed and its lease released: another owner may compact right away.
    const reopened = openStore();
    expect(rebuild(await reopened.loadUpdates('save_a'))).toEqual(rebuild(updates));
    expect(await reopened.loadUpdates('save_a')).toHaveLength(1);
    await reopened.appendUpdate('save_a', edits(new Y.Doc(), 1)[0]!, 'user_1');
    expect(await reopened.compact('save_a', { ownerId: 'instance_2' })).toMatchObject({
      status: 'compacted',
    });
  });

  it('close() cancels compactions still waiting for their delay', async () => {
    const { log, attempts } = openCompacting({ minTail: 5, delayMs: 60_000 });
    await appendAll(log, 'save_a', edits(new Y.Doc(), 5));
    await log.close();
    expect(attempts).toEqual([]);
    expect(await openStore().loadUpdates('save_a')).toHaveLength(5);
  });

  it('deleteSave cancels that save’s pending compaction and counts the save afresh', async () => {
    const { log, attempts, compacted } = openCompacting({ minTail: 5, delayMs: 50 });
    await appendAll(log, 'save_a', edits(new Y.Doc(), 5));
    await appendAll(log, 'save_b', edits(new Y.Doc(), 5));
    await log.deleteSave('save_a');
    await waitFor(() => compacted('save_b').length === 1, 'save_b’s compaction');
    await sleep(100);
    expect(attempts.map(({ saveId }) => saveId)).toEqual(['save_b']);
    expect(await log.loadUpdates('save_a')).toEqual([]);

    const updates = edits(new Y.Doc(), 5);
    await appendAll(log, 'save_a', updates.slice(0, 4));
    await sleep(100);
    expect(compacted('save_a')).toEqual([]);
    await log.appendUpdate('save_a', updates[4]!, 'user_1');
    await waitFor(() => compacted('save_a').length === 1, 'save_a’s compaction');
    expect(compacted('save_a')[0]!.result).toEqual({ status: 'compacted', seq: 5, trimmed: 5 });
  });

  it('forgets the least recently edited idle save past maxTrackedSaves', async () => {
    const { log, compacted } = openCompacting({ minTail: 3, delayMs: 10, maxTrackedSaves: 2 });
    const doc = new Y.Doc();
    await appendAll(log, 'save_a', edits(doc, 2));
    await appendAll(log, 'save_b', edits(new Y.Doc(), 1));
    await appendAll(log, 'save_c', edits(new Y.Doc(), 1));
    // save_a's two appends were forgotten to make room for save_c, so one more is not enough.
    await log.appendUpdate('save_a', edits(doc, 1)[0]!, 'user_1');
    await sleep(100);
    expect(compacted()).toEqual([]);
    await appendAll(log, 'save_a', edits(doc, 2));
    await waitFor(() => compacted().length === 1, 'save_a’s compaction');
    expect(compacted()[0]!.result).toMatchObject({ status: 'compacted', seq: 5 });
  });

  describe('failures', () => {
    it('reports a compaction the store refuses and keeps appends and loads working', async () => {
      const { log, errors, attempts } = openCompacting({ minTail: 4, delayMs: 60_000 });
      const updates = edits(new Y.Doc(), 6);
      await appendAll(log, 'save_a', updates.slice(0, 5));
      const raw = new Database(file);
      try {
        // A hole in the log: compaction must refuse rather than snapshot a wrong document.
        raw.prepare('DELETE FROM document_updates WHERE save_id = ? AND seq = 2').run('save_a');
      } finally {
        raw.close();
      }
      await expect(log.flushCompactions()).resolves.toBeUndefined();
      expect(errors).toMatchObject([{ saveId: 'save_a', error: { message: expect.stringMatching(/gap/) } }]);
      expect(attempts).toEqual([]);

      expect(await log.appendUpdate('save_a', updates[5]!, 'user_1')).toBe(6);
      expect(await log.loadUpdates('save_a')).toHaveLength(5);
    });

    it('reports compacting a store closed underneath it, without an unhandled rejection', async () => {
      const { log, store, errors } = openCompacting({ minTail: 5, delayMs: 20 });
      await appendAll(log, 'save_a', edits(new Y.Doc(), 5));
      await store.close();
      await waitFor(() => errors.length === 1, 'the error report');
      expect(errors[0]).toMatchObject({ saveId: 'save_a' });
      expect(errors[0]!.error).toBeInstanceOf(StoreClosedError);
      await expect(log.loadUpdates('save_a')).rejects.toBeInstanceOf(StoreClosedError);
    });

    it('sends a failing onCompacted to onError and survives a failing onError', async () => {
      const reported: unknown[] = [];
      const { log } = openCompacting({
        minTail: 3,
        delayMs: 10,
        onCompacted: () => {
          throw new Error('metrics are down');
        },
        onError: (_saveId, error) => {
          reported.push(error);
          throw new Error('and so is the logger');
        },
      });
      const updates = edits(new Y.Doc(), 4);
      await appendAll(log, 'save_a', updates.slice(0, 3));
      await waitFor(() => reported.length === 1, 'the error report');
      expect(reported[0]).toMatchObject({ message: 'metrics are down' });
      expect(await log.appendUpdate('save_a', updates[3]!, 'user_1')).toBe(4);
      expect(rebuild(await log.loadUpdates('save_a'))).toEqual(rebuild(updates));
    });
  });
});
