import { isDeepStrictEqual } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createInProcessRoomBus } from './bus/createInProcessRoomBus';
import { openSqliteDocumentStore } from './SqliteDocumentStore';
import type { DocumentLog } from './store/DocumentLog';
import { CollabTestBed, type TestClient } from './testSupport/CollabTestBed';
import { seedSave } from './testSupport/seedSave';
import { waitFor } from './testSupport/waitFor';

const SAVE = 'save_server_change';
const field = (client: TestClient, key: string) => client.doc.getMap('m').get(key);
const setField = (key: string, value: unknown) => (doc: Y.Doc) => doc.getMap('m').set(key, value);

let bed: CollabTestBed;

beforeEach(() => {
  bed = new CollabTestBed();
});

afterEach(async () => {
  await bed.dispose();
});

/** A stock client that has synced and had its own sync step 2 acknowledged, so that later acks are countable. */
async function joined(role: 'editor' | 'viewer', userId?: string, on = bed): Promise<TestClient> {
  const client = await on.connectSynced(SAVE, role, undefined, userId);
  await waitFor(() => client.acks.length === 1, 'the acknowledgement of the client’s sync step 2');
  return client;
}

async function storedMap(store: DocumentLog = bed.store): Promise<Record<string, unknown>> {
  const doc = new Y.Doc();
  for (const update of await store.loadUpdates(SAVE)) Y.applyUpdate(doc, update);
  return doc.getMap('m').toJSON();
}

describe('applyServerChange', { timeout: 20_000 }, () => {
  it('shares the change with every connected client without acknowledging it to any of them', async () => {
    await seedSave(bed.dbFile, SAVE);
    await bed.start();
    const ann = await joined('editor', 'user_ann');
    const bob = await joined('viewer', 'user_bob');
    const acksBefore = [ann.acks.length, bob.acks.length];

    const seq = await bed.collab.applyServerChange(SAVE, setField('worktop', 'walnut'), 'user_owner');

    await waitFor(
      () => field(ann, 'worktop') === 'walnut' && field(bob, 'worktop') === 'walnut',
      'both clients',
    );
    expect(seq).toBe(await bed.store.lastSeq(SAVE));
    expect([ann.acks.length, bob.acks.length]).toEqual(acksBefore);
  });

  it('resolves once the change is durable with its author, and a restarted server serves it', async () => {
    await seedSave(bed.dbFile, SAVE);
    await bed.start();

    const seq = await bed.collab.applyServerChange(SAVE, setField('handle', 'brass'), 'user_owner');

    expect(seq).not.toBeNull();
    const [entry] = await bed.store.loadTailSince(SAVE, seq! - 1);
    expect(entry).toMatchObject({ seq, author: 'user_owner' });
    await bed.stop();
    await bed.start();
    const reader = await bed.connectSynced(SAVE, 'viewer');
    expect(field(reader, 'handle')).toBe('brass');
  });

  it('returns null and appends nothing when the change changes nothing', async () => {
    await seedSave(bed.dbFile, SAVE, (doc) => doc.getMap('m').set('color', 'oak'));
    await bed.start();
    const before = await bed.store.lastSeq(SAVE);

    const seq = await bed.collab.applyServerChange(
      SAVE,
      (doc) => void doc.getMap('m').get('color'),
      'user_owner',
    );

    expect(seq).toBeNull();
    expect(await bed.store.lastSeq(SAVE)).toBe(before);
  });

  it('loads a save nobody has open for the change, then lets the room go after its grace period', async () => {
    await seedSave(bed.dbFile, SAVE);
    await bed.start(undefined, { idleRoomGraceMs: 200 });
    expect(bed.collab.roomCount()).toBe(0);

    const seq = await bed.collab.applyServerChange(SAVE, setField('flooring', 'tile'), null);

    expect(bed.collab.roomCount()).toBe(1);
    expect(seq).toBe(await bed.store.lastSeq(SAVE));
    expect((await storedMap()).flooring).toBe('tile');
    await waitFor(() => bed.collab.roomCount() === 0, 'the room to leave memory', 2_000);
  });

  it('runs the server changes of one save one at a time, each seeing the ones before it', async () => {
    await seedSave(bed.dbFile, SAVE);
    await bed.start();
    const client = await bed.connectSynced(SAVE, 'viewer');
    const increment = (doc: Y.Doc) => {
      const map = doc.getMap('m');
      map.set('count', ((map.get('count') as number | undefined) ?? 0) + 1);
    };

    const seqs = await Promise.all(
      Array.from({ length: 5 }, () => bed.collab.applyServerChange(SAVE, increment, null)),
    );

    expect(new Set(seqs).size).toBe(5);
    expect((await storedMap()).count).toBe(5);
    await waitFor(() => field(client, 'count') === 5, 'the client to count five');
  });

  it('converges with client edits made at the same time', async () => {
    await seedSave(bed.dbFile, SAVE);
    await bed.start();
    const ann = await joined('editor', 'user_ann');
    const bob = await joined('editor', 'user_bob');
    const clientEdits = (client: TestClient, name: string) =>
      (async () => {
        for (let i = 0; i < 40; i += 1) {
          client.doc.getMap('m').set(`${name}_${i}`, i);
          // Everyone writes this one key: the last writer wins the same way on every replica.
          client.doc.getMap('m').set('shared', `${name}_${i}`);
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
      })();
    const serverEdits = (async () => {
      for (let i = 0; i < 10; i += 1) {
        await bed.collab.applyServerChange(
          SAVE,
          (doc) => {
            doc.getMap('m').set(`server_${i}`, i);
            doc.getMap('m').set('shared', `server_${i}`);
          },
          null,
        );
      }
    })();
    await Promise.all([clientEdits(ann, 'ann'), clientEdits(bob, 'bob'), serverEdits]);

    await waitFor(
      () => ann.acks.length === 81 && bob.acks.length === 81,
      'every client edit to be acknowledged',
    );
    const stored = await storedMap();
    expect(Object.keys(stored)).toHaveLength(40 + 40 + 10 + 1);
    await waitFor(
      () =>
        isDeepStrictEqual(ann.doc.getMap('m').toJSON(), stored) &&
        isDeepStrictEqual(bob.doc.getMap('m').toJSON(), stored),
      'both clients to equal the log',
    );
  });

  it('rejects and stores nothing when the change throws, and the room keeps serving', async () => {
    await seedSave(bed.dbFile, SAVE);
    await bed.start();
    const ann = await joined('editor');
    const before = await bed.store.lastSeq(SAVE);

    await expect(
      bed.collab.applyServerChange(
        SAVE,
        (doc) => {
          doc.getMap('m').set('half', 'done');
          throw new Error('restore went wrong');
        },
        null,
      ),
    ).rejects.toThrow('restore went wrong');

    expect(await bed.store.lastSeq(SAVE)).toBe(before);
    ann.doc.getMap('m').set('after', true);
    await waitFor(() => ann.acks.length === 2, 'the next edit’s acknowledgement');
    expect(await storedMap()).toEqual({ after: true });
    expect(field(ann, 'half')).toBeUndefined();
  });

  it('reaches the clients of another instance through the bus', async () => {
    await seedSave(bed.dbFile, SAVE);
    const bus = createInProcessRoomBus();
    const other = new CollabTestBed();
    try {
      await bed.start(undefined, {}, { bus });
      await other.start(openSqliteDocumentStore(bed.dbFile), {}, { bus });
      const there = await other.connectSynced(SAVE, 'viewer');

      await bed.collab.applyServerChange(SAVE, setField('ceiling', 'beams'), 'user_owner');

      await waitFor(() => field(there, 'ceiling') === 'beams', 'the other instance’s client');
    } finally {
      await other.dispose();
      await bed.stop();
      await bus.close();
    }
  });
});
