import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createRedisStreamsRoomBus } from './bus/createRedisStreamsRoomBus';
import type { RoomBus } from './bus/RoomBus';
import { RedisServerProcess } from './bus/testSupport/RedisServerProcess';
import type { DocumentStore } from './DocumentStore';
import { createRedisRevocationFeed } from './revocation/createRedisRevocationFeed';
import type { RevocationFeed } from './revocation/RevocationFeed';
import { openSqliteDocumentStore } from './SqliteDocumentStore';
import { CollabTestBed } from './testSupport/CollabTestBed';
import { listen, opened, updateFrame, type Heard } from './testSupport/rawFrames';
import { seedSave } from './testSupport/seedSave';
import { waitFor } from './testSupport/waitFor';

const SAVE = 'save_downgraded';
const TRIALS = 20;

let redis: RedisServerProcess;
let prefixes = 0;
const beds: CollabTestBed[] = [];
const closables: (RoomBus | RevocationFeed)[] = [];

beforeAll(async () => {
  redis = await RedisServerProcess.start();
});

afterEach(async () => {
  for (const bed of beds.splice(0).reverse()) await bed.dispose();
  await Promise.all(closables.splice(0).map((part) => part.close()));
});

afterAll(async () => {
  await redis.kill();
});

/** Two instances over one SQLite file, sharing rooms and revocations through the real Redis. */
async function twoInstances(
  storeOfB?: (dbFile: string) => DocumentStore,
): Promise<[CollabTestBed, CollabTestBed]> {
  prefixes += 1;
  const keyPrefix = `holds-everywhere-${prefixes}:`;
  const started: CollabTestBed[] = [];
  for (const name of ['instance-a', 'instance-b']) {
    const bus = await createRedisStreamsRoomBus({ url: redis.url, instanceId: name, keyPrefix });
    const revocations = await createRedisRevocationFeed({ url: redis.url, instanceId: name, keyPrefix });
    closables.push(bus, revocations);
    const bed = new CollabTestBed();
    beds.push(bed);
    const first = started[0];
    const store =
      first === undefined ? undefined : (storeOfB?.(first.dbFile) ?? openSqliteDocumentStore(first.dbFile));
    await bed.start(store, {}, { bus, revocations });
    started.push(bed);
  }
  await seedSave(started[0]!.dbFile, SAVE);
  return [started[0]!, started[1]!];
}

/** An update made by a client of its own, setting `key` in the map `m`. */
function edit(key: string): Uint8Array {
  const doc = new Y.Doc();
  doc.getMap('m').set(key, true);
  return Y.encodeStateAsUpdate(doc);
}

async function storedKeys(bed: CollabTestBed): Promise<string[]> {
  const doc = new Y.Doc();
  for (const update of await bed.store.loadUpdates(SAVE)) Y.applyUpdate(doc, update);
  return [...doc.getMap('m').keys()].sort();
}

/** A raw socket with a public editor's ticket, open and greeted (its room is loaded). */
async function publicEditorOn(
  bed: CollabTestBed,
): Promise<Heard & { send(frame: Uint8Array): void; leave(): void }> {
  const socket = bed.rawSocket(await bed.roomUrl(SAVE, 'editor', null));
  const heard = listen(socket);
  await opened(socket);
  await waitFor(() => heard.frames.length > 0, 'the room to greet the editor');
  return Object.assign(heard, {
    send: (frame: Uint8Array) => socket.send(frame),
    leave: () => socket.close(),
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Appends the slow store below has begun. */
let appendsStarted = 0;
/** The shared SQLite file with every append taking 150 ms, so that a revocation can come in between. */
const slowAppends = (dbFile: string): DocumentStore => {
  const sqlite = openSqliteDocumentStore(dbFile);
  return {
    loadUpdates: (saveId) => sqlite.loadUpdates(saveId),
    async appendUpdate(saveId, update, author) {
      appendsStarted += 1;
      await pause(150);
      return sqlite.appendUpdate(saveId, update, author);
    },
    close: () => sqlite.close(),
  };
};

describe('a revocation made on one instance', () => {
  it('holds on the other instance once it resolves: a write sent there right after is never stored', async () => {
    const [a, b] = await twoInstances();
    const acknowledged: string[] = [];
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const editor = await publicEditorOn(b);
      // The ticket must be strictly older than the revocation, as a ticket fetched before the change is.
      await pause(2);
      await a.collab.revoke(SAVE, null);
      editor.send(updateFrame(edit(`after_${trial}`)));
      await waitFor(() => editor.close !== null, 'the old editor’s socket to close');
      expect(editor.close?.code).toBe(4001);
      if (editor.acks.length > 0) acknowledged.push(`after_${trial}`);
    }
    // A write that slipped through lands within milliseconds; the sockets' frames are all settled by now.
    await waitFor(() => b.collab.connectionCount() === 0, 'every socket on b to close');
    await pause(100);
    expect(await storedKeys(a)).toEqual([]);
    expect(acknowledged).toEqual([]);
  });

  it('resolves only after a write the other instance was already appending is durable', async () => {
    appendsStarted = 0;
    const [a, b] = await twoInstances(slowAppends);
    const editor = await publicEditorOn(b);
    editor.send(updateFrame(edit('before')));
    await waitFor(() => appendsStarted === 1, 'b to start appending the write');

    await a.collab.revoke(SAVE, null);

    // Made before the change answered, so it may stay; but never land after the answer.
    expect(await storedKeys(a)).toEqual(['before']);
    await waitFor(() => editor.close !== null, 'the old editor’s socket to close');
    expect(editor.close?.code).toBe(4001);
  });

  it('waits for the append of a socket that had already left when the revocation came', async () => {
    appendsStarted = 0;
    const [a, b] = await twoInstances(slowAppends);
    const editor = await publicEditorOn(b);
    editor.send(updateFrame(edit('sent_then_left')));
    await waitFor(() => appendsStarted === 1, 'b to start appending the write');
    editor.leave();
    await waitFor(() => b.collab.connectionCount() === 0, 'b to see the socket close');

    await a.collab.revoke(SAVE, null);

    expect(await storedKeys(a)).toEqual(['sent_then_left']);
  });
});
