import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { DocumentLog } from './DocumentLog';
import { SeqNotRetainedError } from './SeqNotRetainedError';

/** One adapter's storage for one test: opening it again after a close must see the same data. */
export interface DocumentLogHarness {
  open(): Promise<DocumentLog>;
  dispose(): Promise<void>;
}

/** Coworkers' edits to a design: cabinets added, moved, refinished and removed from two clients. */
function designSession(count: number, seed = 7): Uint8Array[] {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const clients = [new Y.Doc(), new Y.Doc()];
  const updates: Uint8Array[] = [];
  clients.forEach((doc, index) =>
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === 'remote') return;
      updates.push(update);
      Y.applyUpdate(clients[1 - index]!, update, 'remote');
    }),
  );
  for (let edit = 0; edit < count; edit += 1) {
    const doc = clients[edit % 2]!;
    const cabinets = doc.getMap<Y.Map<unknown>>('cabinets');
    const ids = [...cabinets.keys()];
    const pick = ids[Math.floor(random() * ids.length)];
    const roll = random();
    doc.transact(() => {
      if (pick === undefined || roll < 0.35) {
        const cabinet = new Y.Map<unknown>();
        cabinet.set('kind', roll < 0.2 ? 'base' : 'wall');
        cabinet.set('x', Math.round(random() * 4000));
        cabinet.set('width', 600);
        cabinets.set(`cab_${edit}`, cabinet);
      } else if (roll < 0.85) {
        const cabinet = cabinets.get(pick)!;
        cabinet.set('x', Math.round(random() * 4000));
        cabinet.set('finish', roll < 0.6 ? 'oak' : 'white');
      } else {
        cabinets.delete(pick);
      }
      doc.getMap('room').set('revision', edit);
    });
  }
  clients.forEach((doc) => doc.destroy());
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

const bytes = (...values: number[]) => new Uint8Array(values);

/** The rules every DocumentLog adapter keeps; each adapter's test file runs this once. */
export function documentLogContract(createHarness: () => Promise<DocumentLogHarness>): void {
  let harness: DocumentLogHarness;
  let opened: DocumentLog[];
  const open = async () => {
    const store = await harness.open();
    opened.push(store);
    return store;
  };
  const appendAll = async (store: DocumentLog, saveId: string, updates: readonly Uint8Array[]) => {
    for (const update of updates) await store.appendUpdate(saveId, update, 'user_1');
  };

  beforeEach(async () => {
    harness = await createHarness();
    opened = [];
  });

  afterEach(async () => {
    await Promise.all(opened.map((store) => store.close()));
    await harness.dispose();
  });

  describe('appending', () => {
    it('numbers concurrent appends 1, 2, 3 … per save with no gap and no repeat', async () => {
      const store = await open();
      const saves = ['save_a', 'save_b', 'save_c'];
      const appends = Array.from({ length: 90 }, (_, index) => {
        const saveId = saves[index % 3]!;
        return store.appendUpdate(saveId, bytes(index), 'user_1').then((seq) => ({ saveId, seq, index }));
      });
      const results = await Promise.all(appends);
      for (const saveId of saves) {
        const mine = results.filter((result) => result.saveId === saveId);
        expect(mine.map((result) => result.seq).sort((a, b) => a - b)).toEqual(
          Array.from({ length: 30 }, (_, index) => index + 1),
        );
        const tail = await store.loadTailSince(saveId, 0);
        for (const { seq, index } of mine) expect(tail[seq - 1]?.update).toEqual(bytes(index));
      }
    });

    it('numbers one save’s appends in the order they were made and resolves them in that order', async () => {
      // The room applies and broadcasts an update before appending it, so the log must keep that order
      // and answer in it: an acknowledgement may only follow the commit of everything before it.
      const store = await open();
      const resolved: number[] = [];
      const first = Array.from({ length: 20 }, (_, index) =>
        store.appendUpdate('save_a', bytes(index), 'user_1').then((seq) => {
          resolved.push(index);
          return seq;
        }),
      );
      // Made while the first group may be committing: they join a later group, never an earlier one.
      await new Promise((resolve) => setImmediate(resolve));
      const second = Array.from({ length: 20 }, (_, offset) =>
        store.appendUpdate('save_a', bytes(20 + offset), 'user_1').then((seq) => {
          resolved.push(20 + offset);
          return seq;
        }),
      );
      const seqs = await Promise.all([...first, ...second]);
      expect(seqs).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
      expect(resolved).toEqual(Array.from({ length: 40 }, (_, index) => index));
      const tail = await store.loadTailSince('save_a', 0);
      expect(tail.map((entry) => entry.update)).toEqual(
        Array.from({ length: 40 }, (_, index) => bytes(index)),
      );
    });

    it('keeps the author and time of each append and tells the last seq', async () => {
      const store = await open();
      expect(await store.lastSeq('save_a')).toBe(0);
      const before = Date.now();
      await store.appendUpdate('save_a', bytes(1), 'user_1');
      await store.appendUpdate('save_a', bytes(2), null);
      const after = Date.now();
      const tail = await store.loadTailSince('save_a', 0);
      expect(tail.map(({ seq, author }) => ({ seq, author }))).toEqual([
        { seq: 1, author: 'user_1' },
        { seq: 2, author: null },
      ]);
      for (const { createdAt } of tail) {
        expect(createdAt).toBeGreaterThanOrEqual(before);
        expect(createdAt).toBeLessThanOrEqual(after);
      }
      expect(await store.lastSeq('save_a')).toBe(2);
      expect(await store.lastSeq('save_b')).toBe(0);
    });

    it('has every awaited append after the store is closed and reopened', async () => {
      const updates = designSession(40);
      const first = await open();
      await Promise.all(updates.map((update) => first.appendUpdate('save_a', update, 'user_1')));
      await first.close();
      const reopened = await open();
      expect(rebuild(await reopened.loadUpdates('save_a'))).toEqual(rebuild(updates));
      expect(await reopened.lastSeq('save_a')).toBe(40);
    });

    it('commits appends accepted before close', async () => {
      const first = await open();
      const appended = first.appendUpdate('save_a', bytes(1), 'user_1');
      await first.close();
      expect(await appended).toBe(1);
      const reopened = await open();
      expect(await reopened.loadUpdates('save_a')).toEqual([bytes(1)]);
    });

    it('rejects an append to a closed store without consuming a seq', async () => {
      const first = await open();
      await first.appendUpdate('save_a', bytes(1), 'user_1');
      await first.close();
      await expect(first.appendUpdate('save_a', bytes(2), 'user_1')).rejects.toThrow();
      const reopened = await open();
      expect(await reopened.appendUpdate('save_a', bytes(3), 'user_1')).toBe(2);
    });
  });

  describe('loading', () => {
    it('loads one snapshot plus the tail, reproducing the document of replaying every update', async () => {
      const store = await open();
      const updates = designSession(80);
      await appendAll(store, 'save_a', updates.slice(0, 50));
      expect(await store.compact('save_a', { ownerId: 'worker_1' })).toEqual({
        status: 'compacted',
        seq: 50,
        trimmed: 50,
      });
      await appendAll(store, 'save_a', updates.slice(50));

      const loaded = await store.loadUpdates('save_a');
      expect(loaded).toHaveLength(1 + 30);
      expect(rebuild(loaded)).toEqual(rebuild(updates));
    });

    it('reads a tail no longer than the updates after the last compaction', async () => {
      const store = await open();
      const updates = designSession(60);
      await appendAll(store, 'save_a', updates.slice(0, 20));
      await store.compact('save_a', { ownerId: 'worker_1' });
      await appendAll(store, 'save_a', updates.slice(20, 55));
      await store.compact('save_a', { ownerId: 'worker_1' });
      await appendAll(store, 'save_a', updates.slice(55));

      const loaded = await store.loadUpdates('save_a');
      expect(loaded).toHaveLength(1 + 5);
      expect(loaded.slice(1)).toEqual(updates.slice(55));
      expect(rebuild(loaded)).toEqual(rebuild(updates));
      expect(await store.lastSeq('save_a')).toBe(60);
    });

    it('loads nothing for a new save and nothing of other saves', async () => {
      const store = await open();
      await store.appendUpdate('save_b', bytes(7), 'user_1');
      expect(await store.loadUpdates('save_a')).toEqual([]);
      expect(await store.loadUpdates('save_b')).toEqual([bytes(7)]);
    });

    it('gives the updates after a seq, and refuses a range that compaction trimmed', async () => {
      const store = await open();
      const updates = designSession(30);
      await appendAll(store, 'save_a', updates.slice(0, 10));
      await store.compact('save_a', { ownerId: 'worker_1' });
      await appendAll(store, 'save_a', updates.slice(10));

      const tail = await store.loadTailSince('save_a', 25);
      expect(tail.map(({ seq }) => seq)).toEqual([26, 27, 28, 29, 30]);
      expect(tail.map(({ update }) => update)).toEqual(updates.slice(25));
      expect(await store.loadTailSince('save_a', 10)).toHaveLength(20);
      expect(await store.loadTailSince('save_a', 30)).toEqual([]);
      await expect(store.loadTailSince('save_a', 9)).rejects.toBeInstanceOf(SeqNotRetainedError);
    });
  });

  describe('checkpoints and history', () => {
    it('lists checkpoints by seq with label, author and time, at the last seq by default', async () => {
      const store = await open();
      await appendAll(store, 'save_a', designSession(6));
      const before = Date.now();
      await store.addCheckpoint('save_a', { label: 'Changed Countertop', author: 'user_1' });
      await store.addCheckpoint('save_a', { label: 'Added wall', author: 'user_2', seq: 2 });
      await store.addCheckpoint('save_a', { label: 'Changed flooring', author: null, seq: 6 });

      const checkpoints = await store.listCheckpoints('save_a');
      expect(checkpoints.map(({ label, author, seq }) => ({ label, author, seq }))).toEqual([
        { label: 'Added wall', author: 'user_2', seq: 2 },
        { label: 'Changed Countertop', author: 'user_1', seq: 6 },
        { label: 'Changed flooring', author: null, seq: 6 },
      ]);
      for (const { createdAt } of checkpoints) expect(createdAt).toBeGreaterThanOrEqual(before);
      expect(await store.listCheckpoints('save_b')).toEqual([]);
    });

    it('shows the document as it was at every checkpoint, across compactions', async () => {
      const store = await open();
      const updates = designSession(70);
      const seqs = [3, 17, 30, 41, 60];
      await appendAll(store, 'save_a', updates.slice(0, 35));
      for (const seq of seqs.filter((seq) => seq <= 35)) {
        await store.addCheckpoint('save_a', { label: `at ${seq}`, author: 'user_1', seq });
      }
      await store.compact('save_a', { ownerId: 'worker_1' });
      await appendAll(store, 'save_a', updates.slice(35, 65));
      for (const seq of seqs.filter((seq) => seq > 35)) {
        await store.addCheckpoint('save_a', { label: `at ${seq}`, author: 'user_1', seq });
      }
      await store.compact('save_a', { ownerId: 'worker_2' });
      await appendAll(store, 'save_a', updates.slice(65));

      for (const seq of seqs)
        expect(await store.readAt('save_a', seq)).toEqual(rebuild(updates.slice(0, seq)));
      expect((await store.listCheckpoints('save_a')).map(({ seq }) => seq)).toEqual(seqs);
    });

    it('reads any seq of the retained tail and refuses trimmed or future ones', async () => {
      const store = await open();
      const updates = designSession(30);
      await appendAll(store, 'save_a', updates.slice(0, 12));
      expect(await store.readAt('save_a', 5)).toEqual(rebuild(updates.slice(0, 5)));
      await store.compact('save_a', { ownerId: 'worker_1' });
      await appendAll(store, 'save_a', updates.slice(12));

      for (const seq of [12, 13, 20, 30]) {
        expect(await store.readAt('save_a', seq)).toEqual(rebuild(updates.slice(0, seq)));
      }
      await expect(store.readAt('save_a', 5)).rejects.toMatchObject({ reason: 'trimmed', seq: 5 });
      await expect(store.readAt('save_a', 31)).rejects.toMatchObject({ reason: 'beyond-end' });
      await expect(store.readAt('save_a', 5)).rejects.toBeInstanceOf(SeqNotRetainedError);
    });

    it('refuses a checkpoint at a seq whose state is gone or not yet appended', async () => {
      const store = await open();
      await appendAll(store, 'save_a', designSession(10));
      await store.compact('save_a', { ownerId: 'worker_1' });
      await expect(
        store.addCheckpoint('save_a', { label: 'too late', author: 'user_1', seq: 4 }),
      ).rejects.toBeInstanceOf(SeqNotRetainedError);
      await expect(
        store.addCheckpoint('save_a', { label: 'too early', author: 'user_1', seq: 11 }),
      ).rejects.toBeInstanceOf(SeqNotRetainedError);
      expect(await store.listCheckpoints('save_a')).toEqual([]);
    });
  });

  describe('compaction', () => {
    it('never loses appends made while it runs', async () => {
      const store = await open();
      const updates = designSession(60);
      await appendAll(store, 'save_a', updates.slice(0, 40));
      // Some appends are queued before the compaction starts and some after, so that whichever way an
      // adapter interleaves them, some commit between the compactor's read and its trim.
      const queuedBefore = updates
        .slice(40, 50)
        .map((update) => store.appendUpdate('save_a', update, 'user_2'));
      const compaction = store.compact('save_a', { ownerId: 'worker_1' });
      const queuedAfter = updates.slice(50).map((update) => store.appendUpdate('save_a', update, 'user_2'));
      const [result, ...seqs] = await Promise.all([compaction, ...queuedBefore, ...queuedAfter]);

      expect(result).toMatchObject({ status: 'compacted' });
      expect(seqs).toEqual(Array.from({ length: 20 }, (_, index) => 41 + index));
      expect(rebuild(await store.loadUpdates('save_a'))).toEqual(rebuild(updates));
      expect(await store.loadTailSince('save_a', (result as { seq: number }).seq)).toHaveLength(
        60 - (result as { seq: number }).seq,
      );
    });

    it('has one owner at a time: a second compactor of the same save is told busy', async () => {
      const store = await open();
      await appendAll(store, 'save_a', designSession(30));
      const owners = ['worker_1', 'worker_2'];
      const results = await Promise.all(owners.map((ownerId) => store.compact('save_a', { ownerId })));
      expect(results.map(({ status }) => status).sort()).toEqual(['busy', 'compacted']);
      const winner = owners[results.findIndex(({ status }) => status === 'compacted')];
      expect(results.find(({ status }) => status === 'busy')).toMatchObject({ ownerId: winner });
      // The lease ends with the compaction, so the other owner may go next.
      expect(await store.compact('save_a', { ownerId: 'worker_2' })).toEqual({
        status: 'up-to-date',
        seq: 30,
      });
    });

    it('can still show a checkpoint added while it runs', async () => {
      const store = await open();
      const updates = designSession(30);
      await appendAll(store, 'save_a', updates);
      const compaction = store.compact('save_a', { ownerId: 'worker_1' });
      const checkpoint = store.addCheckpoint('save_a', { label: 'Moved sink', author: 'user_1', seq: 12 });
      const [compacted, added] = await Promise.allSettled([compaction, checkpoint]);

      expect(compacted).toMatchObject({ status: 'fulfilled', value: { status: 'compacted', seq: 30 } });
      // Landing before the trim, it must get a snapshot of its own; landing after, it must be refused.
      if (added.status === 'fulfilled') {
        expect(await store.readAt('save_a', 12)).toEqual(rebuild(updates.slice(0, 12)));
      } else {
        expect(added.reason).toBeInstanceOf(SeqNotRetainedError);
      }
    });

    it('leaves a tail shorter than minTail alone', async () => {
      const store = await open();
      await appendAll(store, 'save_a', designSession(9));
      expect(await store.compact('save_a', { ownerId: 'worker_1', minTail: 10 })).toEqual({
        status: 'up-to-date',
        seq: 9,
      });
      expect(await store.loadUpdates('save_a')).toHaveLength(9);
      await store.appendUpdate('save_a', designSession(10)[9]!, 'user_1');
      expect(await store.compact('save_a', { ownerId: 'worker_1', minTail: 10 })).toMatchObject({
        status: 'compacted',
        seq: 10,
      });
      expect(await store.loadUpdates('save_a')).toHaveLength(1);
    });

    it('lets compactions of different saves run side by side', async () => {
      const store = await open();
      await appendAll(store, 'save_a', designSession(10));
      await appendAll(store, 'save_b', designSession(10, 3));
      const results = await Promise.all([
        store.compact('save_a', { ownerId: 'worker_1' }),
        store.compact('save_b', { ownerId: 'worker_2' }),
      ]);
      expect(results.map(({ status }) => status)).toEqual(['compacted', 'compacted']);
    });

    it('keeps snapshots and checkpoints across closing and reopening', async () => {
      const updates = designSession(25);
      const first = await open();
      await appendAll(first, 'save_a', updates.slice(0, 20));
      await first.addCheckpoint('save_a', { label: 'Changed flooring', author: 'user_1', seq: 8 });
      await first.compact('save_a', { ownerId: 'worker_1' });
      await appendAll(first, 'save_a', updates.slice(20));
      await first.close();

      const reopened = await open();
      expect(await reopened.loadUpdates('save_a')).toHaveLength(1 + 5);
      expect(rebuild(await reopened.loadUpdates('save_a'))).toEqual(rebuild(updates));
      expect(await reopened.readAt('save_a', 8)).toEqual(rebuild(updates.slice(0, 8)));
      expect(await reopened.appendUpdate('save_a', bytes(1), 'user_1')).toBe(26);
    });
  });

  it('deletes one save entirely and leaves the others', async () => {
    const store = await open();
    await appendAll(store, 'save_a', designSession(10));
    await store.addCheckpoint('save_a', { label: 'x', author: 'user_1' });
    await store.compact('save_a', { ownerId: 'worker_1' });
    await store.appendUpdate('save_b', bytes(1), 'user_1');

    await store.deleteSave('save_a');
    expect(await store.loadUpdates('save_a')).toEqual([]);
    expect(await store.listCheckpoints('save_a')).toEqual([]);
    expect(await store.lastSeq('save_a')).toBe(0);
    expect(await store.appendUpdate('save_a', bytes(2), 'user_1')).toBe(1);
    expect(await store.loadUpdates('save_b')).toEqual([bytes(1)]);
  });
}
