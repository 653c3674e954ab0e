import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createInProcessRoomBus } from './bus/createInProcessRoomBus';
import type { RoomBus, RoomBusSubscription } from './bus/RoomBus';
import { openSqliteDocumentStore } from './SqliteDocumentStore';
import { CollabTestBed, type TestClient } from './testSupport/CollabTestBed';
import { listen } from './testSupport/rawFrames';
import { seedSave } from './testSupport/seedSave';
import { waitFor } from './testSupport/waitFor';

const SAVE = 'save_bus';
const field = (client: TestClient, key: string) => client.doc.getMap('m').get(key);

let bed: CollabTestBed;
let buses: RoomBus[];

beforeEach(() => {
  bed = new CollabTestBed();
  buses = [];
});

afterEach(async () => {
  await bed.dispose();
  await Promise.all(buses.map((bus) => bus.close()));
});

/** A real in-process bus the test owns, with a short gap grace so that resyncs happen within a test. */
function ownBus(): RoomBus {
  const bus = createInProcessRoomBus({ gapGraceMs: 50 });
  buses.push(bus);
  return bus;
}

/** Passes everything to `inner` and writes down who joined and left which room. */
function recordingBus(inner: RoomBus): { bus: RoomBus; events: string[] } {
  const events: string[] = [];
  const bus: RoomBus = {
    instanceId: inner.instanceId,
    async subscribe(saveId, listener) {
      const subscription = await inner.subscribe(saveId, listener);
      events.push(`subscribe ${saveId}`);
      const recorded: RoomBusSubscription = {
        saveId,
        publishUpdate: (seq, update) => subscription.publishUpdate(seq, update),
        publishPresence: (update) => subscription.publishPresence(update),
        requestPresence: () => subscription.requestPresence(),
        caughtUp: (seq) => subscription.caughtUp(seq),
        lastSeenSeq: () => subscription.lastSeenSeq(),
        async unsubscribe() {
          events.push(`unsubscribe ${saveId}`);
          await subscription.unsubscribe();
        },
      };
      return recorded;
    },
    announceSaveDetailsChanged: (saveId) => inner.announceSaveDetailsChanged(saveId),
    announceCataloguePricesChanged: (accountId) => inner.announceCataloguePricesChanged(accountId),
    close: () => inner.close(),
  };
  return { bus, events };
}

/** An update setting `key` made by someone this server never heard of: another instance whose publish was lost. */
function foreignUpdate(key: string, value: unknown): Uint8Array {
  const doc = new Y.Doc();
  doc.getMap('m').set(key, value);
  return Y.encodeStateAsUpdate(doc);
}

describe('a room on the bus', { timeout: 20_000 }, () => {
  it('leaves the bus when it leaves memory, and when its load failed', async () => {
    await seedSave(bed.dbFile, SAVE);
    const sqlite = openSqliteDocumentStore(bed.dbFile);
    let failLoads = true;
    const { bus, events } = recordingBus(ownBus());
    await bed.start(
      {
        loadUpdates: (saveId) =>
          failLoads ? Promise.reject(new Error('disk unavailable')) : sqlite.loadUpdates(saveId),
        appendUpdate: (saveId, update, author) => sqlite.appendUpdate(saveId, update, author),
        close: () => sqlite.close(),
      },
      {},
      { bus },
    );

    const refused = listen(bed.rawSocket(await bed.roomUrl(SAVE, 'editor')));
    await waitFor(() => refused.close !== null, 'the socket to close');
    expect(refused.close?.code).toBe(1013);
    await waitFor(() => events.length === 2, 'the failed room to leave the bus');
    expect(events).toEqual([`subscribe ${SAVE}`, `unsubscribe ${SAVE}`]);

    failLoads = false;
    const client = await bed.connectSynced(SAVE, 'editor');
    bed.disconnect(client);
    await waitFor(() => events.length === 4, 'the idle room to leave the bus');
    expect(events.slice(2)).toEqual([`subscribe ${SAVE}`, `unsubscribe ${SAVE}`]);
  });

  it('leaves a bus it was given open when it closes, for its owner to close', async () => {
    const bus = ownBus();
    await bed.start(undefined, {}, { bus });
    await bed.connectSynced(SAVE, 'editor');
    await bed.stop();

    const subscription = await bus.subscribe('another_save', {
      onUpdate: () => undefined,
      onPresence: () => undefined,
      onGap: () => undefined,
    });
    await subscription.unsubscribe();
  });

  it('reads an update whose publish never arrived from the log, once a later seq shows the gap', async () => {
    await seedSave(bed.dbFile, SAVE);
    await bed.start(undefined, {}, { bus: ownBus() });
    const ann = await bed.connectSynced(SAVE, 'editor');
    await bed.store.appendUpdate(SAVE, foreignUpdate('lost', 'found'), 'user_elsewhere');

    ann.doc.getMap('m').set('later', true);

    await waitFor(() => field(ann, 'lost') === 'found', 'the lost update to be read from the log');
  });

  it('replays the whole log when compaction trimmed the part it missed', async () => {
    await seedSave(bed.dbFile, SAVE);
    await bed.start(undefined, {}, { bus: ownBus() });
    const ann = await bed.connectSynced(SAVE, 'editor');
    await bed.store.appendUpdate(SAVE, foreignUpdate('lost', 'compacted'), 'user_elsewhere');
    expect(await bed.store.compact(SAVE, { ownerId: 'test' })).toMatchObject({ status: 'compacted' });

    ann.doc.getMap('m').set('later', true);

    await waitFor(
      () => field(ann, 'lost') === 'compacted',
      'the lost update to come back with the whole log',
    );
    expect(bed.events.filter(({ event }) => event === 'resync-failed')).toEqual([]);
  });

  it('acknowledges a repeated sync step 2 with a seq that covers updates heard from another instance', async () => {
    await seedSave(bed.dbFile, SAVE);
    const bus = ownBus();
    const other = new CollabTestBed();
    try {
      await bed.start(undefined, {}, { bus });
      await other.start(openSqliteDocumentStore(bed.dbFile), {}, { bus });
      const ann = await bed.connectSynced(SAVE, 'editor', undefined, 'user_ann');
      const bob = await other.connectSynced(SAVE, 'editor', undefined, 'user_bob');
      bob.doc.getMap('m').set('there', 1);
      await waitFor(
        () => field(ann, 'there') === 1 && bob.acks.length === 2,
        'bob’s edit to be acked and heard',
      );

      // Reconnecting makes the stock client send its whole state again, which is now all redundant.
      ann.provider.disconnect();
      const acksBefore = ann.acks.length;
      ann.provider.connect();
      await waitFor(() => ann.acks.length === acksBefore + 1, 'the repeated sync step 2 to be acknowledged');
      expect(ann.acks.at(-1)).toBe(await bed.store.lastSeq(SAVE));
      expect(ann.acks.at(-1)).toBe(bob.acks.at(-1));
    } finally {
      await other.dispose();
    }
  });
});
