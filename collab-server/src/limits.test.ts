import { signCollabTicket } from '@kitchensync/schemas';
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

/** A link holder's ticket; distinct names make distinct tickets even within one millisecond. */
async function anonymousRoomPath(name: string): Promise<string> {
  const { ticket } = await signCollabTicket({ saveId: SAVE, role: 'viewer', userId: null, name }, bed.secret);
  return `/collab/${SAVE}?ticket=${ticket}`;
}

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

  it('refuses sockets beyond the per-ticket limit of an anonymous ticket with 429, and admits one once a socket closes', async () => {
    await bed.start(undefined, { maxConnectionsPerAnonymousTicket: 2 });
    const path = await anonymousRoomPath('Guest');
    const first = bed.rawSocket(`${bed.baseUrl}${path}`);
    const second = bed.rawSocket(`${bed.baseUrl}${path}`);
    await Promise.all([opened(first), opened(second)]);

    expect(await bed.upgradeStatus(path)).toBe(429);
    expect(bed.events.at(-1)?.details).toMatchObject({
      status: 429,
      reason: 'too many connections for one anonymous ticket',
    });
    expect(await bed.upgradeStatus(await anonymousRoomPath('Another guest'))).toBe(101);

    const closed = new Promise((resolve) => first.once('close', resolve));
    first.close();
    await closed;
    await waitFor(async () => (await bed.upgradeStatus(path)) === 101, 'a slot of the ticket to free up');
  });

  it('refuses anonymous sockets beyond the per-address limit with 429, not counting signed-in users', async () => {
    await bed.start(undefined, { maxAnonymousConnectionsPerAddress: 3 });
    for (const name of ['one', 'two', 'three']) {
      expect(await bed.upgradeStatus(await anonymousRoomPath(name))).toBe(101);
    }

    expect(await bed.upgradeStatus(await anonymousRoomPath('four'))).toBe(429);
    expect(bed.events.at(-1)?.details).toMatchObject({
      status: 429,
      reason: 'too many anonymous connections from one address',
      address: '127.0.0.1',
    });
    expect(
      await bed.upgradeStatus(`/collab/${SAVE}?ticket=${await bed.ticket(SAVE, 'viewer', 'user_signed_in')}`),
    ).toBe(101);
  });

  it('counts anonymous sockets by the forwarded client address only when told to trust the proxy', async () => {
    await bed.start(undefined, { maxAnonymousConnectionsPerAddress: 1 }, { trustProxy: true });
    const from = (address: string) => ({ 'X-Forwarded-For': `${address}, 10.0.0.1` });
    expect(await bed.upgradeStatus(await anonymousRoomPath('a'), from('203.0.113.7'))).toBe(101);
    expect(await bed.upgradeStatus(await anonymousRoomPath('b'), from('203.0.113.8'))).toBe(101);
    expect(await bed.upgradeStatus(await anonymousRoomPath('c'), from('203.0.113.7'))).toBe(429);
    await bed.stop();

    await bed.start(undefined, { maxAnonymousConnectionsPerAddress: 1 });
    expect(await bed.upgradeStatus(await anonymousRoomPath('d'), from('203.0.113.9'))).toBe(101);
    expect(await bed.upgradeStatus(await anonymousRoomPath('e'), from('203.0.113.10'))).toBe(429);
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
