import { signCollabTicket } from '@kitchensync/schemas';
import * as encoding from 'lib0/encoding';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { MessageType } from './MessageType';
import { CollabTestBed, type TestClient } from './testSupport/CollabTestBed';
import { listen, opened, presenceFrame, syncStep2Frame, updateFrame } from './testSupport/rawFrames';
import { waitFor } from './testSupport/waitFor';

const SAVE = 'save_tamper';
let bed: CollabTestBed;
let editor: TestClient;

beforeEach(async () => {
  bed = new CollabTestBed();
  await bed.start();
  editor = await bed.connectSynced(SAVE, 'editor');
  editor.doc.getMap('m').set('color', 'oak');
  await waitFor(() => editor.acks.length === 2, 'the editor’s edit to be stored');
});

afterEach(async () => {
  await bed.dispose();
});

const storedRows = async () => (await bed.store.loadUpdates(SAVE)).length;

/** An update that overwrites the editor's colour, as a tampered viewer would build it. */
function forgedUpdate(): Uint8Array {
  const forged = new Y.Doc();
  Y.applyUpdate(forged, Y.encodeStateAsUpdate(editor.doc));
  const before = Y.encodeStateVector(forged);
  forged.getMap('m').set('color', 'tampered');
  return Y.encodeStateAsUpdate(forged, before);
}

/** Waits until the server has handled every earlier frame of `socket`, by a presence round trip. */
async function flush(socket: ReturnType<CollabTestBed['rawSocket']>, heard: ReturnType<typeof listen>) {
  const clientId = 900_000 + Math.floor(Math.random() * 1000);
  const mark = `mark-${Math.random()}`;
  socket.send(presenceFrame(clientId, Date.now() % 1_000_000, { mark }));
  await waitFor(
    () => [...heard.presence.values()].some((state) => (state as { mark?: string } | null)?.mark === mark),
    'the presence round trip',
  );
}

async function rawViewer() {
  const socket = bed.rawSocket(await bed.roomUrl(SAVE, 'viewer'));
  const heard = listen(socket);
  await opened(socket);
  return { socket, heard };
}

describe('viewer tamper suite', () => {
  it('drops a viewer’s live update unapplied, unstored and unshared, and tells it once', async () => {
    const rows = await storedRows();
    const { socket, heard } = await rawViewer();
    socket.send(updateFrame(forgedUpdate()));
    socket.send(updateFrame(forgedUpdate()));
    await flush(socket, heard);

    const denials = heard.frames.filter((frame) => frame[0] === MessageType.auth);
    expect(denials).toHaveLength(1);
    expect(heard.acks).toEqual([]);
    expect(await storedRows()).toBe(rows);
    expect(editor.doc.getMap('m').get('color')).toBe('oak');
    expect(heard.close).toBeNull();
  });

  it('drops a stale sync step 2 carrying a viewer’s offline edit', async () => {
    const rows = await storedRows();
    const { socket, heard } = await rawViewer();
    const stale = new Y.Doc();
    stale.getMap('m').set('handle', 'offline-viewer-edit');
    socket.send(syncStep2Frame(Y.encodeStateAsUpdate(stale)));
    await flush(socket, heard);

    expect(heard.frames.filter((frame) => frame[0] === MessageType.auth)).toHaveLength(1);
    expect(await storedRows()).toBe(rows);
    expect(editor.doc.getMap('m').get('handle')).toBeUndefined();
  });

  it('closes a frame that packs an update behind a presence message, acting on neither', async () => {
    const rows = await storedRows();
    const { socket, heard } = await rawViewer();
    const presence = presenceFrame(4242, 1, { name: 'smuggler' });
    const update = updateFrame(forgedUpdate());
    const packed = new Uint8Array(presence.length + update.length);
    packed.set(presence);
    packed.set(update, presence.length);
    socket.send(packed);
    await waitFor(() => heard.close !== null, 'the socket to close');

    expect(heard.close?.code).toBe(1007);
    expect(await storedRows()).toBe(rows);
    expect(editor.doc.getMap('m').get('color')).toBe('oak');
    expect(editor.provider.awareness.getStates().has(4242)).toBe(false);
  });

  it('closes an editor’s frame with trailing bytes too, storing nothing from it', async () => {
    const rows = await storedRows();
    const socket = bed.rawSocket(await bed.roomUrl(SAVE, 'editor', 'user_other_editor'));
    const heard = listen(socket);
    await opened(socket);
    const update = updateFrame(forgedUpdate());
    const encoder = encoding.createEncoder();
    encoding.writeUint8Array(encoder, update);
    encoding.writeVarUint(encoder, MessageType.queryAwareness);
    socket.send(encoding.toUint8Array(encoder));
    await waitFor(() => heard.close !== null, 'the socket to close');
    expect(heard.close?.code).toBe(1007);
    expect(await storedRows()).toBe(rows);
  });

  it('binds a viewer’s presence to the first client id it announces and drops states for any other', async () => {
    editor.provider.awareness.setLocalStateField('cursor', { x: 1 });
    const editorId = editor.doc.clientID;
    await waitFor(
      () => editor.provider.awareness.getStates().get(editorId)?.cursor !== undefined,
      'own presence',
    );
    const { socket, heard } = await rawViewer();
    socket.send(presenceFrame(5555, 1, { cursor: { x: 9 } }));
    await waitFor(() => heard.presence.has(5555), 'the viewer’s own presence to be relayed');

    socket.send(presenceFrame(editorId, 10_000, { cursor: { x: 666 }, user: { name: 'editor' } }));
    socket.send(presenceFrame(7777, 1, { cursor: { x: 666 } }));
    socket.send(presenceFrame(5555, 2, { cursor: { x: 10 } }));
    await waitFor(
      () => (editor.provider.awareness.getStates().get(5555)?.cursor as { x: number } | undefined)?.x === 10,
      'the viewer’s later presence to arrive',
    );
    expect(editor.provider.awareness.getStates().get(editorId)?.cursor).toEqual({ x: 1 });
    expect(editor.provider.awareness.getStates().has(7777)).toBe(false);
  });

  it('refuses a second connection the client id another connection’s presence holds', async () => {
    const first = await rawViewer();
    first.socket.send(presenceFrame(5555, 1, { cursor: { x: 1 } }));
    await waitFor(() => first.heard.presence.has(5555), 'the first presence');
    const second = await rawViewer();
    second.socket.send(presenceFrame(5555, 2, { cursor: { x: 666 } }));
    await flush(second.socket, second.heard);
    expect(editor.provider.awareness.getStates().get(5555)?.cursor).toEqual({ x: 1 });
  });

  it('closes a downgraded user’s open connections with 4001 and refuses their older tickets', async () => {
    // A ticket issued before the revocation's second, as any ticket in a client's hands would be.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 5_000);
    const stale = await signCollabTicket(
      { saveId: SAVE, role: 'editor', userId: 'user_demoted', name: 'Dee' },
      bed.secret,
    );
    vi.useRealTimers();
    const socket = bed.rawSocket(`${bed.baseUrl}/collab/${SAVE}?ticket=${stale.ticket}`);
    const heard = listen(socket);
    await opened(socket);
    const bystander = await rawViewer();

    expect(await bed.collab.revoke(SAVE, 'user_demoted')).toBe(1);
    await waitFor(() => heard.close !== null, 'the demoted user’s socket to close');
    expect(heard.close?.code).toBe(4001);
    expect(bystander.heard.close).toBeNull();
    expect(editor.provider.wsconnected).toBe(true);

    expect(await bed.upgradeStatus(`/collab/${SAVE}?ticket=${stale.ticket}`)).toBe(401);
    const fresh = await bed.ticket(SAVE, 'viewer', 'user_demoted');
    expect(await bed.upgradeStatus(`/collab/${SAVE}?ticket=${fresh}`)).toBe(101);
  });

  it('closes every connection of the save on a revocation for everyone, and only that save', async () => {
    const other = await bed.connectSynced('save_other', 'editor');
    const closes: number[] = [];
    editor.provider.on('connection-close', (event) => closes.push(event?.code ?? 0));
    expect(await bed.collab.revoke(SAVE, null)).toBe(1);
    await waitFor(() => closes.length === 1, 'the editor to be closed');
    expect(closes).toEqual([4001]);
    expect(other.provider.wsconnected).toBe(true);
  });
});
