import { isDeepStrictEqual } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createRedisStreamsRoomBus } from './bus/createRedisStreamsRoomBus';
import type { RoomBus } from './bus/RoomBus';
import { RedisServerProcess } from './bus/testSupport/RedisServerProcess';
import { openSqliteDocumentStore } from './SqliteDocumentStore';
import { CollabTestBed, type TestClient } from './testSupport/CollabTestBed';
import { opened, presenceFrame } from './testSupport/rawFrames';
import { seedSave } from './testSupport/seedSave';
import { waitFor } from './testSupport/waitFor';

const SAVE = 'save_scale_out';
const field = (client: TestClient, key: string) => client.doc.getMap('m').get(key);
const stateOf = (from: TestClient, to: TestClient) =>
  to.provider.awareness.getStates().get(from.doc.clientID);

/** One instance: a collab server on its own port, its own bus connection, and what that bus reported. */
interface Instance {
  bed: CollabTestBed;
  bus: RoomBus;
  connection: ('up' | 'down')[];
  gaps: string[];
}

let redis: RedisServerProcess;
let prefixes = 0;
let instances: Instance[] = [];

beforeAll(async () => {
  redis = await RedisServerProcess.start();
});

afterAll(async () => {
  await redis.kill();
});

beforeEach(() => {
  prefixes += 1;
  instances = [];
});

afterEach(async () => {
  // Servers first (they leave the bus), then the buses they were given, then the shared file.
  for (const { bed } of [...instances].reverse()) await bed.dispose();
  await Promise.all(instances.map(({ bus }) => bus.close()));
});

/**
 * A collab-server instance over the shared log (the first instance's SQLite file, through a handle of
 * its own, as instances behind one database) and the Redis bus, with timings short enough for a test.
 */
async function startInstance(name: string, sharedFile?: string): Promise<Instance> {
  const connection: Instance['connection'] = [];
  const gaps: string[] = [];
  const bus = await createRedisStreamsRoomBus({
    url: redis.url,
    instanceId: name,
    keyPrefix: `scale-out-${prefixes}:`,
    blockMs: 500,
    commandTimeoutMs: 500,
    maxBackoffMs: 200,
    gapGraceMs: 100,
    observer: {
      connection: (state) => connection.push(state),
      gap: (_saveId, reason) => gaps.push(reason),
    },
  });
  const bed = new CollabTestBed();
  const instance = { bed, bus, connection, gaps };
  instances.push(instance);
  await bed.start(sharedFile === undefined ? undefined : openSqliteDocumentStore(sharedFile), {}, { bus });
  return instance;
}

async function twoInstances(): Promise<[CollabTestBed, CollabTestBed, Instance, Instance]> {
  const a = await startInstance('instance-a');
  const b = await startInstance('instance-b', a.bed.dbFile);
  await seedSave(a.bed.dbFile, SAVE);
  return [a.bed, b.bed, a, b];
}

/** A stock client that has synced and had its sync step 2 acknowledged, so that later acks are countable. */
async function joined(bed: CollabTestBed, role: 'editor' | 'viewer', userId: string): Promise<TestClient> {
  const client = await bed.connectSynced(SAVE, role, undefined, userId);
  await waitFor(() => client.acks.length === 1, `${userId}’s sync step 2 to be acknowledged`);
  return client;
}

/** Makes `count` edits, one update frame each, and waits until every one of them is acknowledged. */
async function edit(client: TestClient, prefix: string, count: number): Promise<void> {
  const before = client.acks.length;
  for (let i = 0; i < count; i += 1) client.doc.getMap('m').set(`${prefix}_${i}`, i);
  await waitFor(() => client.acks.length === before + count, `${prefix}: ${count} acknowledgements`);
}

async function storedMap(bed: CollabTestBed): Promise<Record<string, unknown>> {
  const doc = new Y.Doc();
  for (const update of await bed.store.loadUpdates(SAVE)) Y.applyUpdate(doc, update);
  return doc.getMap('m').toJSON();
}

/**
 * Waits until `to` hears presence from `from` marked `mark`. The mark is set again every 100 ms:
 * presence is not in the log, so one published while the bus was reconnecting is simply lost, and
 * the stock client would only renew it 15 s later.
 */
async function presenceReaches(
  from: TestClient,
  to: TestClient,
  mark: string,
  timeoutMs = 5_000,
): Promise<void> {
  let polls = 0;
  await waitFor(
    () => {
      if (polls % 10 === 0) from.provider.awareness.setLocalStateField('mark', `${mark}-${polls}`);
      polls += 1;
      return String(stateOf(from, to)?.mark ?? '').startsWith(`${mark}-`);
    },
    `presence marked ${mark}`,
    timeoutMs,
  );
}

describe('several collab-server instances over one log and a Redis bus', { timeout: 20_000 }, () => {
  it('shows each instance’s clients the others’ edits, and presence stamped from their tickets', async () => {
    const [a, b] = await twoInstances();
    const ann = await joined(a, 'editor', 'user_ann');
    const bob = await joined(b, 'viewer', 'user_bob');
    const cat = await joined(b, 'editor', 'user_cat');

    ann.doc.getMap('m').set('worktop', 'oak');
    cat.doc.getMap('m').set('handle', 'brass');
    await waitFor(
      () => [ann, bob, cat].every((c) => field(c, 'worktop') === 'oak' && field(c, 'handle') === 'brass'),
      'everyone to see both edits',
    );

    ann.provider.awareness.setLocalStateField('cursor', 7);
    bob.provider.awareness.setLocalState({ user: { name: 'Mallory', role: 'owner' }, cursor: 9 });
    await waitFor(
      () => stateOf(ann, bob)?.cursor === 7 && stateOf(bob, ann)?.cursor === 9,
      'presence both ways',
    );
    expect(stateOf(ann, bob)?.user).toMatchObject({ userId: 'user_ann', name: 'editor', role: 'editor' });
    expect(stateOf(bob, ann)?.user).toMatchObject({ userId: 'user_bob', name: 'viewer', role: 'viewer' });
  });

  it('clears the presence of a client that vanished without a goodbye on the other instances too', async () => {
    const [a, b] = await twoInstances();
    const bob = await joined(b, 'viewer', 'user_bob');
    const socket = a.rawSocket(await a.roomUrl(SAVE, 'editor', 'user_gone'));
    await opened(socket);
    socket.send(presenceFrame(4242, 1, { cursor: 1 }));
    await waitFor(
      () => bob.provider.awareness.getStates().has(4242),
      'the presence to reach the other instance',
    );

    // Terminated, not closed: the client never says it left, so only the server can.
    socket.terminate();
    await waitFor(() => !bob.provider.awareness.getStates().has(4242), 'the presence to be cleared there');
  });

  it('serves a client that joins the other instance later everything edited on the first', async () => {
    const [a, b] = await twoInstances();
    const ann = await joined(a, 'editor', 'user_ann');
    await edit(ann, 'early', 5);

    const dan = await joined(b, 'editor', 'user_dan');
    expect(dan.doc.getMap('m').toJSON()).toEqual(ann.doc.getMap('m').toJSON());
    dan.doc.getMap('m').set('late', true);
    await waitFor(() => field(ann, 'late') === true, 'the late joiner’s edit to reach the first instance');
  });

  it(
    'keeps each instance serving through a Redis outage and converges both once Redis is back',
    { timeout: 45_000 },
    async () => {
      const [a, b, instanceA, instanceB] = await twoInstances();
      const ann = await joined(a, 'editor', 'user_ann');
      const amy = await joined(a, 'editor', 'user_amy');
      const bob = await joined(b, 'editor', 'user_bob');
      const ben = await joined(b, 'editor', 'user_ben');
      await presenceReaches(ann, bob, 'before');

      await redis.kill();
      await waitFor(
        () => instanceA.connection.includes('down') && instanceB.connection.includes('down'),
        'both instances to notice the outage',
      );
      // A first, then B: every seq B appends lies beyond A's, so A has no hole that could make it read
      // the log before its bus connection is back.
      await edit(ann, 'a', 10);
      await waitFor(() => field(amy, 'a_9') === 9, 'A’s clients to converge during the outage');
      await edit(bob, 'b', 10);
      await waitFor(() => field(ben, 'b_9') === 9, 'B’s clients to converge during the outage');
      const stored = await storedMap(a);
      for (let i = 0; i < 10; i += 1) expect([stored[`a_${i}`], stored[`b_${i}`]]).toEqual([i, i]);

      await redis.restart();
      await waitFor(
        () =>
          [ann, amy, bob, ben].every((client) => isDeepStrictEqual(client.doc.getMap('m').toJSON(), stored)),
        'all four clients to converge on the log',
        10_000,
      );
      expect(instanceA.gaps).toContain('reconnect');

      await presenceReaches(bob, ann, 'after', 10_000);
      await presenceReaches(ann, bob, 'after', 10_000);
      ben.doc.getMap('m').set('back', true);
      await waitFor(() => field(amy, 'back') === true, 'a new edit to cross over the bus again');
    },
  );
});
