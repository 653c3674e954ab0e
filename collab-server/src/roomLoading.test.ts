import { currentSchemaVersions, migrateDoc, SCHEMA_VERSIONS_KEY } from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { DocumentStore } from './DocumentStore';
import { openSqliteDocumentStore } from './SqliteDocumentStore';
import { CollabTestBed } from './testSupport/CollabTestBed';
import { listen, opened, updateFrame } from './testSupport/rawFrames';
import { seedSave } from './testSupport/seedSave';
import { waitFor } from './testSupport/waitFor';

const SAVE = 'save_load';
let bed: CollabTestBed;

beforeEach(() => {
  bed = new CollabTestBed();
});

afterEach(async () => {
  await bed.dispose();
});

/** The SQLite store, counting loads per save and letting each load finish only when the test says so. */
function countingStore() {
  const sqlite = openSqliteDocumentStore(bed.dbFile);
  const loadsBySave = new Map<string, number>();
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const store: DocumentStore = {
    loadUpdates: async (saveId) => {
      loadsBySave.set(saveId, (loadsBySave.get(saveId) ?? 0) + 1);
      await gate;
      return sqlite.loadUpdates(saveId);
    },
    appendUpdate: (saveId, update, author) => sqlite.appendUpdate(saveId, update, author),
    close: () => sqlite.close(),
  };
  const loads = () => [...loadsBySave.values()].reduce((sum, count) => sum + count, 0);
  return { store, loads, loadsBySave, release: () => release() };
}

async function storedDoc(): Promise<Y.Doc> {
  const doc = new Y.Doc();
  for (const update of await bed.store.loadUpdates(SAVE)) Y.applyUpdate(doc, update);
  return doc;
}

describe('loading a room', () => {
  it('loads a save once for every client that joins while it loads', async () => {
    await seedSave(bed.dbFile, SAVE, (doc) => doc.getMap('m').set('color', 'oak'));
    const counting = countingStore();
    await bed.start(counting.store);
    const joining = Array.from({ length: 6 }, (_, i) => bed.connect(SAVE, 'viewer', undefined, `user_${i}`));
    const clients = await Promise.all(joining);
    await waitFor(() => counting.loads() >= 1, 'the load to start');
    await new Promise((resolve) => setTimeout(resolve, 50));
    counting.release();
    await waitFor(() => clients.every((client) => client.provider.synced), 'everyone to sync');

    expect(counting.loads()).toBe(1);
    expect(clients.every((client) => client.doc.getMap('m').get('color') === 'oak')).toBe(true);
  });

  it('loads each save exactly once when a storm of clients joins many stored saves at once', async () => {
    const saves = Array.from({ length: 8 }, (_, i) => `save_storm_${i}`);
    for (const [i, saveId] of saves.entries()) {
      await seedSave(bed.dbFile, saveId, (doc) => doc.getMap('m').set('room', i));
    }
    const counting = countingStore();
    await bed.start(counting.store);
    const joining = saves.flatMap((saveId) =>
      Array.from({ length: 5 }, (_, i) =>
        bed.connect(saveId, i === 0 ? 'editor' : 'viewer', undefined, `u${i}`),
      ),
    );
    const clients = await Promise.all(joining);
    await waitFor(() => bed.collab.connectionCount() === clients.length, 'every socket to open');
    counting.release();
    await waitFor(() => clients.every((client) => client.provider.synced), 'everyone to sync');

    expect(Object.fromEntries(counting.loadsBySave)).toEqual(Object.fromEntries(saves.map((id) => [id, 1])));
    for (const [i, saveId] of saves.entries()) {
      const inRoom = clients.filter((client) => client.provider.roomname === saveId);
      expect(inRoom.map((client) => client.doc.getMap('m').get('room'))).toEqual([i, i, i, i, i]);
    }
  });

  it('serves a compacted save (snapshot plus tail), awake or asleep, as exactly the design its whole log replays to', async () => {
    const author = new Y.Doc();
    const written: Uint8Array[] = [];
    author.on('update', (update: Uint8Array) => written.push(update));
    migrateDoc(author);
    const edit = (round: number) => {
      const notes = author.getText('notes');
      author.getMap('m').set(`k${round % 7}`, round);
      notes.insert(notes.length, `r${round};`);
      if (round % 5 === 4) author.getMap('m').delete(`k${(round + 3) % 7}`);
      if (round % 6 === 5) notes.delete(0, 3);
    };
    const sqlite = openSqliteDocumentStore(bed.dbFile);
    const appendAll = async (from: number) => {
      for (const update of written.slice(from)) await sqlite.appendUpdate(SAVE, update, 'user_a');
    };
    for (let round = 0; round < 40; round += 1) edit(round);
    await appendAll(0);
    const compactedUpTo = written.length;
    expect((await sqlite.compact(SAVE, { ownerId: 'test' })).status).toBe('compacted');
    for (let round = 40; round < 50; round += 1) edit(round);
    await appendAll(compactedUpTo);
    const tail = written.length - compactedUpTo;
    expect((await sqlite.loadUpdates(SAVE)).length).toBe(1 + tail);
    await sqlite.close();
    const replayed = new Y.Doc();
    for (const update of written) Y.applyUpdate(replayed, update);

    await bed.start(undefined, { dormantRoomAfterMs: 60 });
    const awake = await bed.connectSynced(SAVE, 'viewer', undefined, 'user_awake');
    await waitFor(() => bed.collab.dormantRoomCount() === 1, 'the room to sleep', 2_000);
    const asleep = await bed.connectSynced(SAVE, 'viewer', undefined, 'user_asleep');

    for (const client of [awake, asleep]) {
      expect(client.doc.getMap('m').toJSON()).toEqual(replayed.getMap('m').toJSON());
      expect(client.doc.getText('notes').toString()).toBe(replayed.getText('notes').toString());
      expect(Y.encodeStateVector(client.doc)).toEqual(Y.encodeStateVector(replayed));
    }
    expect(author.getText('notes').toString()).toBe(replayed.getText('notes').toString());
  });

  it('migrates an old document and stores the migration before any client sees it', async () => {
    const sqlite = openSqliteDocumentStore(bed.dbFile);
    const old = new Y.Doc();
    old.getMap('m').set('color', 'oak');
    await sqlite.appendUpdate(SAVE, Y.encodeStateAsUpdate(old), 'user_1');
    await sqlite.close();
    await bed.start();

    const client = await bed.connectSynced(SAVE, 'viewer');
    expect(client.doc.getMap('meta').get(SCHEMA_VERSIONS_KEY)).toEqual(currentSchemaVersions());
    expect((await storedDoc()).getMap('meta').get(SCHEMA_VERSIONS_KEY)).toEqual(currentSchemaVersions());
  });

  it('appends nothing when loading a document already at the current versions', async () => {
    await seedSave(bed.dbFile, SAVE);
    await bed.start();
    await bed.connectSynced(SAVE, 'viewer');
    expect((await bed.store.loadUpdates(SAVE)).length).toBe(1);
  });

  it('closes with 4426 (reload) and serves nothing from a document a newer version wrote', async () => {
    const sqlite = openSqliteDocumentStore(bed.dbFile);
    const newer = new Y.Doc();
    newer.getMap('meta').set(SCHEMA_VERSIONS_KEY, { ...currentSchemaVersions(), walls: 999 });
    await sqlite.appendUpdate(SAVE, Y.encodeStateAsUpdate(newer), null);
    await sqlite.close();
    await bed.start();

    const socket = bed.rawSocket(await bed.roomUrl(SAVE, 'editor'));
    const heard = listen(socket);
    await waitFor(() => heard.close !== null, 'the socket to close');
    expect(heard.close?.code).toBe(4426);
    expect(heard.close?.reason).toMatch(/newer version/);
    expect(heard.frames).toEqual([]);
    expect((await bed.store.loadUpdates(SAVE)).length).toBe(1);
  });

  it('closes an editor that writes to meta with 1008 and stores nothing of it', async () => {
    await seedSave(bed.dbFile, SAVE);
    await bed.start();
    const editor = await bed.connectSynced(SAVE, 'editor');
    const rows = (await bed.store.loadUpdates(SAVE)).length;
    const closes: number[] = [];
    editor.provider.on('connection-close', (event) => closes.push(event?.code ?? 0));
    editor.doc.getMap('meta').set(SCHEMA_VERSIONS_KEY, { walls: 999 });
    await waitFor(() => closes.length > 0, 'the editor to be closed');

    expect(closes[0]).toBe(1008);
    expect((await storedDoc()).getMap('meta').get(SCHEMA_VERSIONS_KEY)).toEqual(currentSchemaVersions());
    expect((await bed.store.loadUpdates(SAVE)).length).toBe(rows);
    editor.provider.disconnect();
  });

  it('keeps an idle room for its grace period, then lets it go', async () => {
    await seedSave(bed.dbFile, SAVE);
    await bed.start(undefined, { idleRoomGraceMs: 300 });
    const socket = bed.rawSocket(await bed.roomUrl(SAVE, 'editor'));
    const heard = listen(socket);
    await opened(socket);
    const doc = new Y.Doc();
    doc.getMap('m').set('k', 1);
    socket.send(updateFrame(Y.encodeStateAsUpdate(doc)));
    await waitFor(() => heard.acks.length === 1, 'the edit to be stored');
    socket.close();
    await waitFor(() => bed.collab.connectionCount() === 0, 'the socket to close');
    expect(bed.collab.roomCount()).toBe(1);
    await waitFor(() => bed.collab.roomCount() === 0, 'the room to leave memory', 2_000);
  });

  it('serves a client that rejoins within the grace period without loading again', async () => {
    await seedSave(bed.dbFile, SAVE);
    const sqlite = openSqliteDocumentStore(bed.dbFile);
    let loads = 0;
    await bed.start(
      {
        loadUpdates: (saveId) => {
          loads += 1;
          return sqlite.loadUpdates(saveId);
        },
        appendUpdate: (saveId, update, author) => sqlite.appendUpdate(saveId, update, author),
        close: () => sqlite.close(),
      },
      { idleRoomGraceMs: 5_000 },
    );
    const first = await bed.connectSynced(SAVE, 'viewer');
    bed.disconnect(first);
    await waitFor(() => bed.collab.connectionCount() === 0, 'the first client to leave');
    await bed.connectSynced(SAVE, 'viewer');
    expect(loads).toBe(1);
  });

  it('loads a warmed room before anyone joins, and the joiner is served from it without a second load', async () => {
    await seedSave(bed.dbFile, SAVE, (doc) => doc.getMap('m').set('color', 'walnut'));
    const counting = countingStore();
    await bed.start(counting.store, { idleRoomGraceMs: 5_000 });
    bed.collab.warmRoom(SAVE);
    await waitFor(() => counting.loads() === 1, 'the warm to start the load');
    expect(bed.collab.roomCount()).toBe(1);
    counting.release();
    const client = await bed.connectSynced(SAVE, 'viewer');
    expect(client.doc.getMap('m').get('color')).toBe('walnut');
    expect(counting.loads()).toBe(1);
  });

  it('lets a warmed room nobody joins go after the idle grace', async () => {
    await seedSave(bed.dbFile, SAVE);
    await bed.start(undefined, { idleRoomGraceMs: 200 });
    bed.collab.warmRoom(SAVE);
    expect(bed.collab.roomCount()).toBe(1);
    await waitFor(() => bed.collab.roomCount() === 0, 'the unjoined room to leave memory', 3_000);
  });
});
