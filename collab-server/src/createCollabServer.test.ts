import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { signCollabTicket } from '@kitchensync/schemas';
import * as encoding from 'lib0/encoding';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as Y from 'yjs';
import type { DocumentStore } from './DocumentStore';
import { MessageType } from './MessageType';
import { openSqliteDocumentStore } from './SqliteDocumentStore';
import { CollabTestBed, type TestClient } from './testSupport/CollabTestBed';
import { waitFor } from './testSupport/waitFor';

const SAVE = 'save_1';
const field = (client: TestClient, key: string) => client.doc.getMap('m').get(key);
const write = (client: TestClient, key: string, value: unknown) => client.doc.getMap('m').set(key, value);

let bed: CollabTestBed;

beforeEach(() => {
  bed = new CollabTestBed();
});

afterEach(async () => {
  await bed.dispose();
});

async function rowCount(saveId = SAVE): Promise<number> {
  return (await bed.store.loadUpdates(saveId)).length;
}

/** Resolves with the close code once the raw socket closes, and with every frame it received by then. */
function closeOf(socket: ReturnType<CollabTestBed['rawSocket']>): Promise<{ code: number; frames: number }> {
  let frames = 0;
  socket.on('message', () => (frames += 1));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket was not closed')), 5_000);
    socket.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, frames });
    });
  });
}

/**
 * Resolves once every frame the server had to send `observer` before the viewer's latest frames has
 * arrived: the viewer publishes presence, which the server handles after the viewer's earlier frames.
 */
async function flushViewer(viewer: TestClient, observer: TestClient, mark: string): Promise<void> {
  viewer.provider.awareness.setLocalStateField('mark', mark);
  await waitFor(
    () => observer.provider.awareness.getStates().get(viewer.doc.clientID)?.mark === mark,
    'the viewer’s presence to reach the observer',
  );
}

describe('upgrade authentication', () => {
  beforeEach(async () => {
    await bed.start();
  });

  it('opens the socket for a valid ticket to the save in the path', async () => {
    expect(await bed.upgradeStatus(`/collab/${SAVE}?ticket=${await bed.ticket(SAVE, 'editor')}`)).toBe(101);
  });

  it('refuses an upgrade without a ticket with 401', async () => {
    expect(await bed.upgradeStatus(`/collab/${SAVE}`)).toBe(401);
  });

  it('refuses a ticket signed with another key with 401', async () => {
    const forged = await signCollabTicket(
      { saveId: SAVE, role: 'owner', userId: 'user_1', name: 'Ann' },
      new TextEncoder().encode('another-secret-another-secret-12'),
    );
    expect(await bed.upgradeStatus(`/collab/${SAVE}?ticket=${forged.ticket}`)).toBe(401);
  });

  it('refuses an expired ticket with 401', async () => {
    const { ticket } = await signCollabTicket(
      { saveId: SAVE, role: 'owner', userId: 'user_1', name: 'Ann' },
      bed.secret,
      -10,
    );
    expect(await bed.upgradeStatus(`/collab/${SAVE}?ticket=${ticket}`)).toBe(401);
  });

  it('refuses a valid ticket for another save with 403', async () => {
    expect(await bed.upgradeStatus(`/collab/save_2?ticket=${await bed.ticket(SAVE, 'owner')}`)).toBe(403);
  });

  it('leaves upgrades outside /collab/ untouched for other handlers', () => {
    const socket = new PassThrough();
    const handled = bed.collab.handleUpgrade(
      { url: '/vite-hmr' } as IncomingMessage,
      socket,
      Buffer.alloc(0),
    );
    expect(handled).toBe(false);
    expect(socket.destroyed).toBe(false);
    socket.destroy();
  });
});

describe('editing a save', () => {
  beforeEach(async () => {
    await bed.start();
  });

  it('shares an editor’s edit with the other editors after appending it to the store', async () => {
    const ann = await bed.connectSynced(SAVE, 'editor');
    const bob = await bed.connectSynced(SAVE, 'owner');
    write(ann, 'color', 'oak');
    await waitFor(() => field(bob, 'color') === 'oak', 'Bob to see Ann’s edit');

    const stored = new Y.Doc();
    for (const update of await bed.store.loadUpdates(SAVE)) Y.applyUpdate(stored, update);
    expect(stored.getMap('m').get('color')).toBe('oak');
  });

  it('does not append the unchanged state a reconnecting client sends as sync step 2', async () => {
    const ann = await bed.connectSynced(SAVE, 'editor');
    write(ann, 'color', 'oak');
    write(ann, 'color', 'ash');
    const bob = await bed.connectSynced(SAVE, 'editor');
    await waitFor(() => field(bob, 'color') === 'ash', 'Bob to see Ann’s edits');
    const rows = await rowCount();

    const copy = new Y.Doc();
    Y.applyUpdate(copy, Y.encodeStateAsUpdate(ann.doc));
    const carol = await bed.connectSynced(SAVE, 'editor', copy);
    write(carol, 'marker', 1);
    await waitFor(() => field(bob, 'marker') === 1, 'Bob to see Carol’s marker');
    expect(await rowCount()).toBe(rows + 1);
  });

  it('serves a save from the store after the server and the store were closed and reopened', async () => {
    const ann = await bed.connectSynced(SAVE, 'editor');
    write(ann, 'color', 'walnut');
    await waitFor(() => bed.collab.roomCount() === 1, 'the room to exist');
    const bob = await bed.connectSynced(SAVE, 'viewer');
    await waitFor(() => field(bob, 'color') === 'walnut', 'the edit to be shared');
    bed.disconnect(ann);
    bed.disconnect(bob);
    await waitFor(() => bed.collab.roomCount() === 0, 'the room to close');
    await bed.stop();

    await bed.start();
    const carol = await bed.connectSynced(SAVE, 'viewer');
    expect(field(carol, 'color')).toBe('walnut');
  });

  it('sends a viewer the editors’ live edits', async () => {
    const viewer = await bed.connectSynced(SAVE, 'viewer');
    const editor = await bed.connectSynced(SAVE, 'editor');
    write(editor, 'countertop', 'granite');
    await waitFor(() => field(viewer, 'countertop') === 'granite', 'the viewer to see the edit');
    expect(viewer.denials).toEqual([]);
  });

  it('drops a room from memory once its last client has left', async () => {
    const ann = await bed.connectSynced(SAVE, 'editor');
    const bob = await bed.connectSynced(SAVE, 'viewer');
    const other = await bed.connectSynced('save_2', 'owner');
    write(ann, 'color', 'oak');
    expect(bed.collab.roomCount()).toBe(2);

    bed.disconnect(ann);
    bed.disconnect(other);
    await waitFor(() => bed.collab.roomCount() === 1, 'save_2’s room to close');
    bed.disconnect(bob);
    await waitFor(() => bed.collab.roomCount() === 0, 'every room to close');
  });

  it('relays presence and removes the states a connection controlled when it closes', async () => {
    const ann = await bed.connectSynced(SAVE, 'viewer');
    const socket = bed.rawSocket(`${bed.baseUrl}/collab/${SAVE}?ticket=${await bed.ticket(SAVE, 'editor')}`);
    await new Promise((resolve) => socket.once('open', resolve));
    const presence = new awarenessProtocol.Awareness(new Y.Doc());
    presence.setLocalState({ name: 'Raw' });
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MessageType.awareness);
    encoding.writeVarUint8Array(
      encoder,
      awarenessProtocol.encodeAwarenessUpdate(presence, [presence.clientID]),
    );
    socket.send(encoding.toUint8Array(encoder));
    await waitFor(
      () => ann.provider.awareness.getStates().get(presence.clientID)?.name === 'Raw',
      'the presence to be relayed',
    );

    socket.terminate();
    await waitFor(() => !ann.provider.awareness.getStates().has(presence.clientID), 'the presence to go');
    presence.destroy();
  });
});

describe('viewers are read-only', () => {
  beforeEach(async () => {
    await bed.start();
  });

  it('never applies, stores or shares a viewer’s live edits and tells the viewer once', async () => {
    const editor = await bed.connectSynced(SAVE, 'editor');
    write(editor, 'color', 'oak');
    const viewer = await bed.connectSynced(SAVE, 'viewer');
    await waitFor(() => field(viewer, 'color') === 'oak', 'the viewer to load the design');
    const rows = await rowCount();
    expect(viewer.denials).toEqual([]);

    write(viewer, 'color', 'tampered');
    write(viewer, 'extra', 'tampered');
    await flushViewer(viewer, editor, 'after-tamper');

    expect(viewer.denials).toEqual(['You can only view this design']);
    expect(field(editor, 'color')).toBe('oak');
    expect(field(editor, 'extra')).toBeUndefined();
    expect(await rowCount()).toBe(rows);
    const fresh = await bed.connectSynced(SAVE, 'viewer');
    expect(fresh.doc.getMap('m').toJSON()).toEqual({ color: 'oak' });
  });

  it('drops a viewer’s offline edit that arrives as sync step 2 on connect', async () => {
    const editor = await bed.connectSynced(SAVE, 'editor');
    write(editor, 'color', 'oak');
    await waitFor(() => editor.acks.length === 2, 'the edit to be stored');
    const rows = await rowCount();

    const offline = new Y.Doc();
    offline.getMap('m').set('handle', 'offline-edit');
    const viewer = await bed.connectSynced(SAVE, 'viewer', offline);
    await waitFor(() => viewer.denials.length === 1, 'the permission-denied message');
    await flushViewer(viewer, editor, 'after-offline-edit');

    expect(field(editor, 'handle')).toBeUndefined();
    expect(await rowCount()).toBe(rows);
    const fresh = await bed.connectSynced(SAVE, 'editor');
    expect(fresh.doc.getMap('m').toJSON()).toEqual({ color: 'oak' });
  });
});

describe('robustness', () => {
  const truncatedSync = Uint8Array.from([MessageType.sync, 0, 0xff, 0xff, 0xff, 0xff, 0x0f]);
  const unknownType = Uint8Array.from([42, 1, 2]);

  it.each([
    ['a truncated sync message', truncatedSync, 1007],
    ['an unknown message type', unknownType, 1007],
    ['a text frame', 'hello', 1003],
    ['a frame over 4 MiB', new Uint8Array(4 * 1024 * 1024 + 1), 1009],
  ])('closes only the socket that sent %s', async (_name, frame, expectedCode) => {
    await bed.start();
    const ann = await bed.connectSynced(SAVE, 'editor');
    const bob = await bed.connectSynced(SAVE, 'editor');
    const socket = bed.rawSocket(`${bed.baseUrl}/collab/${SAVE}?ticket=${await bed.ticket(SAVE, 'editor')}`);
    const closed = closeOf(socket);
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(frame);
    expect((await closed).code).toBe(expectedCode);

    write(ann, 'after', 'still syncing');
    await waitFor(() => field(bob, 'after') === 'still syncing', 'the others to keep syncing');
    expect(ann.provider.wsconnected && bob.provider.wsconnected).toBe(true);
  });

  it('closes with 1013 and serves nothing when a save cannot be loaded, and loads it on the next join', async () => {
    const sqlite = openSqliteDocumentStore(bed.dbFile);
    const seed = new Y.Doc();
    seed.getMap('m').set('color', 'oak');
    await sqlite.appendUpdate(SAVE, Y.encodeStateAsUpdate(seed), 'user_1');
    let failLoads = true;
    const flaky: DocumentStore = {
      loadUpdates: (saveId) =>
        failLoads ? Promise.reject(new Error('disk unavailable')) : sqlite.loadUpdates(saveId),
      appendUpdate: (saveId, update, author) => sqlite.appendUpdate(saveId, update, author),
      close: () => sqlite.close(),
    };
    await bed.start(flaky);

    const socket = bed.rawSocket(`${bed.baseUrl}/collab/${SAVE}?ticket=${await bed.ticket(SAVE, 'editor')}`);
    expect(await closeOf(socket)).toEqual({ code: 1013, frames: 0 });
    await waitFor(() => bed.collab.roomCount() === 0, 'the failed room to be dropped');

    failLoads = false;
    const ann = await bed.connectSynced(SAVE, 'editor');
    expect(field(ann, 'color')).toBe('oak');
  });
});
