import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { MessageType } from './MessageType';
import { CollabTestBed } from './testSupport/CollabTestBed';
import { listen, opened, updateFrame } from './testSupport/rawFrames';
import { waitFor } from './testSupport/waitFor';

const SAVE = 'save_limits';
let bed: CollabTestBed;

beforeEach(() => {
  bed = new CollabTestBed();
});

afterEach(async () => {
  await bed.dispose();
});

function editFrame(doc: Y.Doc, key: string, value: unknown): Uint8Array {
  const before = Y.encodeStateVector(doc);
  doc.getMap('m').set(key, value);
  return updateFrame(Y.encodeStateAsUpdate(doc, before));
}

describe('limits', () => {
  it('closes with 1009 and a clear reason an update that would grow the document past its limit, unstored', async () => {
    await bed.start(undefined, { maxDocumentBytes: 20_000 });
    const socket = bed.rawSocket(await bed.roomUrl(SAVE, 'editor'));
    const heard = listen(socket);
    await opened(socket);
    const doc = new Y.Doc();
    socket.send(editFrame(doc, 'small', 'x'.repeat(1_000)));
    await waitFor(() => heard.acks.length === 1, 'the small edit to be stored');
    const rows = (await bed.store.loadUpdates(SAVE)).length;

    socket.send(editFrame(doc, 'large', 'x'.repeat(30_000)));
    await waitFor(() => heard.close !== null, 'the socket to close');
    expect(heard.close?.code).toBe(1009);
    expect(heard.close?.reason).toMatch(/size limit/);
    expect((await bed.store.loadUpdates(SAVE)).length).toBe(rows);
  });

  it('closes with 1008 a connection that sends faster than its rate, leaving the others alone', async () => {
    await bed.start(undefined, { framesPerSecond: 20, frameBurst: 40 });
    const other = await bed.connectSynced(SAVE, 'editor');
    const socket = bed.rawSocket(await bed.roomUrl(SAVE, 'editor', 'user_flooder'));
    const heard = listen(socket);
    await opened(socket);
    for (let i = 0; i < 200; i += 1) socket.send(Uint8Array.from([MessageType.queryAwareness]));
    await waitFor(() => heard.close !== null, 'the flooder to be closed');
    expect(heard.close?.code).toBe(1008);
    expect(other.provider.wsconnected).toBe(true);
  });

  it('lets a connection within its rate send for as long as it likes', async () => {
    await bed.start(undefined, { framesPerSecond: 200, frameBurst: 20 });
    const socket = bed.rawSocket(await bed.roomUrl(SAVE, 'editor'));
    const heard = listen(socket);
    await opened(socket);
    const doc = new Y.Doc();
    for (let i = 0; i < 40; i += 1) {
      socket.send(editFrame(doc, `k${i}`, i));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await waitFor(() => heard.acks.length === 40, 'every edit to be acknowledged');
    expect(heard.close).toBeNull();
  });

  it('refuses a user’s connection beyond the per-user limit with 429 at the upgrade, and admits it once one closes', async () => {
    await bed.start(undefined, { maxConnectionsPerUser: 2 });
    const first = bed.rawSocket(await bed.roomUrl(SAVE, 'editor', 'user_busy'));
    const second = bed.rawSocket(await bed.roomUrl('save_other', 'editor', 'user_busy'));
    await Promise.all([opened(first), opened(second)]);
    const third = `/collab/${SAVE}?ticket=${await bed.ticket(SAVE, 'viewer', 'user_busy')}`;
    expect(await bed.upgradeStatus(third)).toBe(429);
    expect(
      await bed.upgradeStatus(`/collab/${SAVE}?ticket=${await bed.ticket(SAVE, 'editor', 'user_else')}`),
    ).toBe(101);

    const closed = new Promise((resolve) => first.once('close', resolve));
    first.close();
    await closed;
    await waitFor(
      async () =>
        (await bed.upgradeStatus(
          `/collab/${SAVE}?ticket=${await bed.ticket(SAVE, 'editor', 'user_busy')}`,
        )) === 101,
      'a slot to free up',
    );
  });

  it('closes with 1013 a reader whose unsent backlog passes the bound, and keeps serving the writer', async () => {
    await bed.start(undefined, { maxBufferedBytes: 256 * 1024 });
    const writer = bed.rawSocket(await bed.roomUrl(SAVE, 'editor'));
    const writerHeard = listen(writer);
    await opened(writer);
    const reader = bed.rawSocket(await bed.roomUrl(SAVE, 'viewer'));
    const readerHeard = listen(reader);
    await opened(reader);
    await waitFor(() => readerHeard.frames.length >= 1, 'the reader to be greeted');
    // The reader stops reading: the kernel buffers fill, then the server's.
    (reader as unknown as { _socket: { pause(): void; resume(): void } })._socket.pause();

    const doc = new Y.Doc();
    for (let i = 0; i < 40; i += 1) writer.send(editFrame(doc, `blob${i}`, 'x'.repeat(256 * 1024)));
    await waitFor(() => writerHeard.acks.length === 40, 'every write to be stored', 10_000);
    await waitFor(
      () => bed.events.some((entry) => entry.event === 'slow-reader'),
      'the slow reader to be noticed',
    );

    (reader as unknown as { _socket: { resume(): void } })._socket.resume();
    await waitFor(() => readerHeard.close !== null, 'the reader to see its close', 10_000);
    expect(readerHeard.close?.code).toBe(1013);
    expect(writerHeard.close).toBeNull();
  });
});
