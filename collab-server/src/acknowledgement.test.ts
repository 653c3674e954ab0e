import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { DocumentStore } from './DocumentStore';
import { openSqliteDocumentStore } from './SqliteDocumentStore';
import { CollabTestBed } from './testSupport/CollabTestBed';
import { seedSave } from './testSupport/seedSave';
import { listen, opened, syncStep2Frame, updateFrame } from './testSupport/rawFrames';
import { waitFor } from './testSupport/waitFor';

const SAVE = 'save_ack';
let bed: CollabTestBed;

beforeEach(() => {
  bed = new CollabTestBed();
});

afterEach(async () => {
  await bed.dispose();
});

function edit(doc: Y.Doc, key: string, value: unknown): Uint8Array {
  let captured: Uint8Array | null = null;
  const capture = (update: Uint8Array) => (captured = update);
  doc.on('update', capture);
  doc.getMap('m').set(key, value);
  doc.off('update', capture);
  if (!captured) throw new Error('the edit made no update');
  return captured;
}

/** The SQLite store, with appends that wait until the test opens the gate. */
function gatedStore(): { store: DocumentStore; open(): void; appendsStarted: () => number } {
  const sqlite = openSqliteDocumentStore(bed.dbFile);
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let started = 0;
  return {
    store: {
      loadUpdates: (saveId) => sqlite.loadUpdates(saveId),
      appendUpdate: async (saveId, update, author) => {
        started += 1;
        await gate;
        return sqlite.appendUpdate(saveId, update, author);
      },
      close: () => sqlite.close(),
    },
    open: () => release(),
    appendsStarted: () => started,
  };
}

describe('acknowledgements', () => {
  it('shares an update at once but acknowledges it, to its sender only, once its commit is durable', async () => {
    // Seeded first so that the room's own migration append does not wait on the gate.
    await seedSave(bed.dbFile, SAVE);
    const gated = gatedStore();
    await bed.start(gated.store);
    const observer = await bed.connectSynced(SAVE, 'editor', undefined, 'user_observer');
    const acksBefore = observer.acks.length;

    const socket = bed.rawSocket(await bed.roomUrl(SAVE, 'editor'));
    const heard = listen(socket);
    await opened(socket);
    const doc = new Y.Doc();
    socket.send(updateFrame(edit(doc, 'color', 'oak')));
    await waitFor(() => observer.doc.getMap('m').get('color') === 'oak', 'the observer to see the edit');
    expect(gated.appendsStarted()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard.acks).toEqual([]);

    gated.open();
    await waitFor(() => heard.acks.length === 1, 'the acknowledgement');
    const stored = await bed.store.loadUpdates(SAVE);
    expect(heard.acks[0]).toBeGreaterThanOrEqual(2);
    expect(stored.length).toBeGreaterThanOrEqual(heard.acks[0]!);
    expect(observer.acks.length).toBe(acksBefore);
  });

  it('acknowledges a sync step 2 that changes nothing only once what the room holds is durable', async () => {
    await seedSave(bed.dbFile, SAVE);
    const gated = gatedStore();
    await bed.start(gated.store);
    const author = bed.rawSocket(await bed.roomUrl(SAVE, 'editor', 'user_author'));
    const authorHeard = listen(author);
    const peer = bed.rawSocket(await bed.roomUrl(SAVE, 'editor', 'user_peer'));
    const peerHeard = listen(peer);
    await Promise.all([opened(author), opened(peer)]);
    const doc = new Y.Doc();
    author.send(updateFrame(edit(doc, 'color', 'oak')));
    await waitFor(() => gated.appendsStarted() === 1, 'the append to start');

    // The peer repeats what it heard (as its step 2 after a reconnect would): a change the log lacks yet.
    peer.send(syncStep2Frame(Y.encodeStateAsUpdate(doc)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(peerHeard.acks).toEqual([]);
    expect(gated.appendsStarted()).toBe(1);

    gated.open();
    await waitFor(() => peerHeard.acks.length === 1, 'the peer’s acknowledgement');
    await waitFor(() => authorHeard.acks.length === 1, 'the author’s acknowledgement');
    expect(peerHeard.acks[0]).toBe(authorHeard.acks[0]);
  });

  it('acknowledges every update frame in order with the seq the store gave it', async () => {
    await bed.start();
    const socket = bed.rawSocket(await bed.roomUrl(SAVE, 'editor'));
    const heard = listen(socket);
    await opened(socket);
    const doc = new Y.Doc();
    for (let i = 0; i < 10; i += 1) socket.send(updateFrame(edit(doc, `k${i}`, i)));
    await waitFor(() => heard.acks.length === 10, 'ten acknowledgements');

    const first = heard.acks[0]!;
    expect(heard.acks).toEqual(Array.from({ length: 10 }, (_, i) => first + i));
    expect((await bed.store.loadUpdates(SAVE)).length).toBe(first + 9);
  });

  it('acknowledges a sync step 2 that changes nothing with the seq already durable, storing nothing', async () => {
    await bed.start();
    const socket = bed.rawSocket(await bed.roomUrl(SAVE, 'editor'));
    const heard = listen(socket);
    await opened(socket);
    const doc = new Y.Doc();
    socket.send(updateFrame(edit(doc, 'color', 'oak')));
    await waitFor(() => heard.acks.length === 1, 'the first acknowledgement');
    const rows = (await bed.store.loadUpdates(SAVE)).length;

    socket.send(syncStep2Frame(Y.encodeStateAsUpdate(doc)));
    await waitFor(() => heard.acks.length === 2, 'the second acknowledgement');
    expect(heard.acks[1]).toBe(heard.acks[0]);
    expect((await bed.store.loadUpdates(SAVE)).length).toBe(rows);
  });

  it('acknowledges the offline edits a stock client sends as sync step 2 once they are stored', async () => {
    await bed.start();
    const offline = new Y.Doc();
    offline.getMap('m').set('handle', 'brass');
    const client = await bed.connectSynced(SAVE, 'editor', offline);
    await waitFor(() => client.acks.length === 1, 'the acknowledgement of the offline edits');

    const stored = new Y.Doc();
    for (const update of await bed.store.loadUpdates(SAVE)) Y.applyUpdate(stored, update);
    expect(stored.getMap('m').get('handle')).toBe('brass');
    expect(client.acks[0]).toBe((await bed.store.loadUpdates(SAVE)).length);
  });

  it('never acknowledges an update whose append failed; closes the room with 1011 so it reloads from the log', async () => {
    await seedSave(bed.dbFile, SAVE);
    const sqlite = openSqliteDocumentStore(bed.dbFile);
    await bed.start({
      loadUpdates: (saveId) => sqlite.loadUpdates(saveId),
      appendUpdate: () => Promise.reject(new Error('disk full')),
      close: () => sqlite.close(),
    });
    const observer = bed.rawSocket(await bed.roomUrl(SAVE, 'editor', 'user_observer'));
    const observerHeard = listen(observer);
    const socket = bed.rawSocket(await bed.roomUrl(SAVE, 'editor'));
    const heard = listen(socket);
    await Promise.all([opened(socket), opened(observer)]);
    socket.send(updateFrame(edit(new Y.Doc(), 'color', 'oak')));
    await waitFor(() => heard.close !== null && observerHeard.close !== null, 'both sockets to close');
    expect(heard.close?.code).toBe(1011);
    // The observer may have seen the change the log lacks; it must reload rather than build on it.
    expect(observerHeard.close?.code).toBe(1011);
    expect(heard.acks).toEqual([]);

    const rejoined = await bed.connectSynced(SAVE, 'viewer', undefined, 'user_rejoined');
    expect(rejoined.doc.getMap('m').get('color')).toBeUndefined();
  });
});
