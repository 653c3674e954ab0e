import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { DocumentStore } from './DocumentStore';
import { openSqliteDocumentStore } from './SqliteDocumentStore';
import { CollabTestBed } from './testSupport/CollabTestBed';
import { listen, opened, syncStep2Frame, updateFrame } from './testSupport/rawFrames';
import { seedSave } from './testSupport/seedSave';
import { waitFor } from './testSupport/waitFor';

const SAVE = 'save_stored';
let bed: CollabTestBed;

beforeEach(() => {
  bed = new CollabTestBed();
});

afterEach(async () => {
  await bed.dispose();
});

/**
 * The SQLite store, counting loads per save, with appends that wait until the test opens the gate
 * (loads are never held back).
 */
function gatedStore() {
  const sqlite = openSqliteDocumentStore(bed.dbFile);
  const loadsBySave = new Map<string, number>();
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let appendsStarted = 0;
  const store: DocumentStore = {
    loadUpdates: (saveId) => {
      loadsBySave.set(saveId, (loadsBySave.get(saveId) ?? 0) + 1);
      return sqlite.loadUpdates(saveId);
    },
    appendUpdate: async (saveId, update, author) => {
      appendsStarted += 1;
      await gate;
      return sqlite.appendUpdate(saveId, update, author);
    },
    close: () => sqlite.close(),
  };
  return { store, loadsBySave, open: () => release(), appendsStarted: () => appendsStarted };
}

/** A design's worth of content: enough nodes that building it is work worth saving. */
function fillDesign(doc: Y.Doc, label: string): void {
  const nodes = doc.getMap<Y.Map<unknown>>('nodes');
  for (let i = 0; i < 20; i += 1) {
    nodes.set(`model_${i}`, new Y.Map<unknown>([['name', `${label} cabinet ${i}`]]));
  }
}

/** The update one change to a fresh client's document makes. */
function change(doc: Y.Doc, key: string, value: unknown): Uint8Array {
  const made: Uint8Array[] = [];
  const capture = (update: Uint8Array) => made.push(update);
  doc.on('update', capture);
  doc.getMap('m').set(key, value);
  doc.off('update', capture);
  return made[0]!;
}

const built = () => bed.events.filter((entry) => entry.event === 'room-built').length;

describe('a room served from its stored bytes', () => {
  it('serves a storm of readers into stored rooms without building any document, loading each room once', async () => {
    const saves = Array.from({ length: 6 }, (_, i) => `save_storm_${i}`);
    for (const saveId of saves) await seedSave(bed.dbFile, saveId, (doc) => fillDesign(doc, saveId));
    const gated = gatedStore();
    await bed.start(gated.store);

    const readers = await Promise.all(
      saves.flatMap((saveId) =>
        Array.from({ length: 4 }, (_, i) =>
          bed.connectSynced(saveId, i === 0 ? 'editor' : 'viewer', undefined, `u${i}`),
        ),
      ),
    );

    expect(Object.fromEntries(gated.loadsBySave)).toEqual(Object.fromEntries(saves.map((id) => [id, 1])));
    for (const reader of readers) {
      const saveId = reader.provider.roomname;
      expect(reader.doc.getMap('nodes').size).toBe(20);
      expect(reader.doc.getMap<Y.Map<unknown>>('nodes').get('model_7')?.get('name')).toBe(
        `${saveId} cabinet 7`,
      );
    }
    expect(built()).toBe(0);
    expect(gated.appendsStarted()).toBe(0);
    // The first write into one of them builds that one.
    readers[0]!.doc.getMap('m').set('touched', true);
    await waitFor(() => built() === 1, 'the written room to be built');
    gated.open();
  });

  it('builds the document on the first write, shares the write at once and acknowledges it only once durable', async () => {
    await seedSave(bed.dbFile, SAVE, (doc) => fillDesign(doc, 'oak'));
    const gated = gatedStore();
    await bed.start(gated.store);
    const reader = await bed.connectSynced(SAVE, 'viewer', undefined, 'user_reader');
    expect(built()).toBe(0);

    const socket = bed.rawSocket(await bed.roomUrl(SAVE, 'editor'));
    const heard = listen(socket);
    await opened(socket);
    socket.send(updateFrame(change(new Y.Doc(), 'handle', 'bar')));
    await waitFor(() => reader.doc.getMap('m').get('handle') === 'bar', 'the reader to see the write');
    expect(built()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard.acks).toEqual([]);
    expect(await bed.store.loadUpdates(SAVE)).toHaveLength(1);

    gated.open();
    await waitFor(() => heard.acks.length === 1, 'the acknowledgement');
    expect(heard.acks[0]).toBe(2);
    const log = await bed.store.loadUpdates(SAVE);
    expect(log).toHaveLength(2);
    const replayed = new Y.Doc();
    for (const update of log) Y.applyUpdate(replayed, update);
    expect(replayed.getMap('m').get('handle')).toBe('bar');
    expect(replayed.getMap('nodes').size).toBe(20);
  });

  it('applies writes that arrive while the room is still bytes in the order sent, and acknowledges each in that order', async () => {
    await seedSave(bed.dbFile, SAVE, (doc) => fillDesign(doc, 'oak'));
    await bed.start();
    const reader = await bed.connectSynced(SAVE, 'viewer', undefined, 'user_reader');
    const writer = new Y.Doc();
    const sent = [1, 2, 3, 4, 5].map((value) => change(writer, 'count', value));

    const socket = bed.rawSocket(await bed.roomUrl(SAVE, 'editor'));
    const heard = listen(socket);
    await opened(socket);
    // All at once, before the greeting is answered: they reach a room that has not been built yet.
    for (const update of sent) socket.send(updateFrame(update));
    await waitFor(() => heard.acks.length === sent.length, 'every write to be acknowledged');

    expect(built()).toBe(1);
    expect(heard.acks).toEqual([2, 3, 4, 5, 6]);
    await waitFor(() => reader.doc.getMap('m').get('count') === 5, 'the reader to hold the last write');
    const log = await bed.store.loadUpdates(SAVE);
    expect(log.slice(1)).toEqual(sent);
  });

  it('serves readers the same state a built room serves', async () => {
    const author = new Y.Doc();
    const sqlite = openSqliteDocumentStore(bed.dbFile);
    await seedSave(bed.dbFile, SAVE, (doc) => {
      fillDesign(doc, 'oak');
      Y.applyUpdate(author, Y.encodeStateAsUpdate(doc));
    });
    // A tail after the first save: edits, a deletion, and a client's step 2 repeating some of it.
    const tail: Uint8Array[] = [];
    author.on('update', (update: Uint8Array) => tail.push(update));
    const halfway = Y.encodeStateVector(author);
    author.getMap<Y.Map<unknown>>('nodes').delete('model_3');
    author.getMap('m').set('finish', 'matt');
    for (const update of [...tail, Y.encodeStateAsUpdate(author, halfway)]) {
      await sqlite.appendUpdate(SAVE, update, 'user_author');
    }
    await sqlite.close();
    await bed.start();

    const fromBytes = await bed.connectSynced(SAVE, 'viewer', undefined, 'user_first');
    expect(built()).toBe(0);
    // A step 2 that changes nothing still needs the document to tell so: the room is built by it.
    const socket = bed.rawSocket(await bed.roomUrl(SAVE, 'editor'));
    const heard = listen(socket);
    await opened(socket);
    socket.send(syncStep2Frame(Y.encodeStateAsUpdate(author)));
    await waitFor(() => heard.acks.length === 1, 'the redundant step 2 to be acknowledged');
    expect(built()).toBe(1);
    const fromBuilt = await bed.connectSynced(SAVE, 'viewer', undefined, 'user_second');

    for (const reader of [fromBytes, fromBuilt]) {
      expect(reader.doc.getMap('nodes').toJSON()).toEqual(author.getMap('nodes').toJSON());
      expect(reader.doc.getMap('m').toJSON()).toEqual({ finish: 'matt' });
      expect(Y.encodeStateVector(reader.doc)).toEqual(Y.encodeStateVector(author));
    }
    expect((await bed.store.loadUpdates(SAVE)).length).toBe(1 + tail.length + 1);
  });

  it('refuses a viewer’s write to a room still served from its bytes, storing and sharing nothing', async () => {
    await seedSave(bed.dbFile, SAVE, (doc) => fillDesign(doc, 'oak'));
    await bed.start();
    const reader = await bed.connectSynced(SAVE, 'viewer', undefined, 'user_reader');
    const viewer = await bed.connectSynced(SAVE, 'viewer', undefined, 'user_viewer');

    viewer.doc.getMap('m').set('handle', 'forged');
    await waitFor(() => viewer.denials.length === 1, 'the viewer to be told');

    expect(reader.doc.getMap('m').get('handle')).toBeUndefined();
    expect(await bed.store.loadUpdates(SAVE)).toHaveLength(1);
  });
});
