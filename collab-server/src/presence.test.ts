import { signCollabTicket } from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createInProcessRoomBus } from './bus/createInProcessRoomBus';
import { openSqliteDocumentStore } from './SqliteDocumentStore';
import { CollabTestBed, type TestClient } from './testSupport/CollabTestBed';
import { listen, opened, presenceFrame } from './testSupport/rawFrames';
import { waitFor } from './testSupport/waitFor';

const SAVE = 'save_presence';
let bed: CollabTestBed;

beforeEach(async () => {
  bed = new CollabTestBed();
  await bed.start(undefined, { maxPresenceBytes: 1024 });
});

afterEach(async () => {
  await bed.dispose();
});

/** Every state `observer` was shown for `clientId`, so that a relayed-then-replaced one still counts. */
function statesSeen(observer: TestClient, clientId: number): Record<string, unknown>[] {
  const seen: Record<string, unknown>[] = [];
  observer.provider.awareness.on('change', () => {
    const state = observer.provider.awareness.getStates().get(clientId);
    if (state) seen.push(state);
  });
  return seen;
}

/**
 * The owner announces `clientId` on `ownerBed` and leaves; a viewer then announces it (and then an id
 * of its own, to know its frames were handled) on `squatterBed`. Returns what `observer` saw of it.
 */
async function squat(
  ownerBed: CollabTestBed,
  squatterBed: CollabTestBed,
  observer: TestClient,
  clientId: number,
): Promise<Record<string, unknown>[]> {
  const seen = statesSeen(observer, clientId);
  const states = () => observer.provider.awareness.getStates();
  const owner = ownerBed.rawSocket(await ownerBed.roomUrl(SAVE, 'owner', 'user_owner'));
  await opened(owner);
  owner.send(presenceFrame(clientId, 1, { mine: true }));
  await waitFor(() => states().has(clientId), 'the owner’s presence');
  owner.close();
  await waitFor(() => !states().has(clientId), 'the owner’s presence to leave with it');

  const squatter = squatterBed.rawSocket(await squatterBed.roomUrl(SAVE, 'viewer', 'user_squatter'));
  await opened(squatter);
  squatter.send(presenceFrame(clientId, 2, { squatted: true }));
  squatter.send(presenceFrame(clientId + 1, 1, { own: true }));
  await waitFor(
    () => states().has(clientId + 1) || seen.some((state) => state.squatted),
    'the squatter’s frames to be handled',
  );
  return seen;
}

describe('presence', () => {
  it('stamps the name, role and colour of the ticket over what the client claims', async () => {
    const observer = await bed.connectSynced(SAVE, 'editor');
    const { ticket } = await signCollabTicket(
      { saveId: SAVE, role: 'viewer', userId: 'user_ann', name: 'Ann', color: '#123456' },
      bed.secret,
    );
    const socket = bed.rawSocket(`${bed.baseUrl}/collab/${SAVE}?ticket=${ticket}`);
    await opened(socket);
    socket.send(
      presenceFrame(31, 1, { user: { name: 'The Owner', role: 'owner', color: '#ff0000' }, cursor: 3 }),
    );
    await waitFor(() => observer.provider.awareness.getStates().has(31), 'the presence to be relayed');

    expect(observer.provider.awareness.getStates().get(31)).toEqual({
      cursor: 3,
      user: { userId: 'user_ann', name: 'Ann', role: 'viewer', color: '#123456' },
    });
  });

  it('gives a ticket without a colour a stable one of its own', async () => {
    const observer = await bed.connectSynced(SAVE, 'editor');
    const first = bed.rawSocket(await bed.roomUrl(SAVE, 'viewer', 'user_bob'));
    await opened(first);
    first.send(presenceFrame(41, 1, {}));
    await waitFor(() => observer.provider.awareness.getStates().has(41), 'the first presence');
    const second = bed.rawSocket(await bed.roomUrl(SAVE, 'viewer', 'user_bob'));
    await opened(second);
    second.send(presenceFrame(42, 1, {}));
    await waitFor(() => observer.provider.awareness.getStates().has(42), 'the second presence');

    const colour = (id: number) =>
      (observer.provider.awareness.getStates().get(id)?.user as { color: string }).color;
    expect(colour(41)).toMatch(/^#[0-9a-f]{6}$/);
    expect(colour(42)).toBe(colour(41));
  });

  it('drops a state over the size cap and relays the next one that fits', async () => {
    const observer = await bed.connectSynced(SAVE, 'editor');
    const socket = bed.rawSocket(await bed.roomUrl(SAVE, 'viewer'));
    const heard = listen(socket);
    await opened(socket);
    socket.send(presenceFrame(51, 1, { small: true }));
    await waitFor(() => heard.presence.has(51), 'the first state');
    socket.send(presenceFrame(51, 2, { huge: 'x'.repeat(2048) }));
    socket.send(presenceFrame(51, 3, { small: 'again' }));
    await waitFor(
      () => observer.provider.awareness.getStates().get(51)?.small === 'again',
      'the state that fits',
    );
    expect(bed.events.some((entry) => entry.event === 'presence-too-large')).toBe(true);
    expect(JSON.stringify(observer.provider.awareness.getStates().get(51))).not.toContain('xxxx');
  });

  it('clears a connection’s presence for everyone when it closes', async () => {
    const observer = await bed.connectSynced(SAVE, 'editor');
    const socket = bed.rawSocket(await bed.roomUrl(SAVE, 'viewer'));
    await opened(socket);
    socket.send(presenceFrame(61, 1, { here: true }));
    await waitFor(() => observer.provider.awareness.getStates().has(61), 'the presence');
    socket.close();
    await waitFor(() => !observer.provider.awareness.getStates().has(61), 'the presence to be cleared');
  });

  it('keeps a released client id for the user who first announced it: another user is refused, its owner gets it back', async () => {
    const observer = await bed.connectSynced(SAVE, 'editor');
    const seen = await squat(bed, bed, observer, 71);
    expect(seen.filter((state) => state.squatted)).toEqual([]);

    const returning = bed.rawSocket(await bed.roomUrl(SAVE, 'owner', 'user_owner'));
    await opened(returning);
    returning.send(presenceFrame(71, 3, { back: true }));
    await waitFor(() => observer.provider.awareness.getStates().get(71)?.back === true, 'the owner’s return');
    expect(observer.provider.awareness.getStates().get(71)?.user).toMatchObject({ userId: 'user_owner' });
  });

  it('keeps a client id for its user on another instance too, from the identity stamped on the state', async () => {
    await bed.dispose();
    const bus = createInProcessRoomBus();
    const first = new CollabTestBed();
    const second = new CollabTestBed();
    bed = first;
    try {
      await first.start(undefined, { maxPresenceBytes: 1024 }, { bus });
      await second.start(openSqliteDocumentStore(first.dbFile), {}, { bus });
      const observer = await second.connectSynced(SAVE, 'editor');
      const seen = await squat(first, second, observer, 81);
      expect(seen.filter((state) => state.squatted)).toEqual([]);
    } finally {
      // Servers first (they leave the bus), then the bus they were given.
      await second.dispose();
      await first.dispose();
      await bus.close();
    }
  });
});
