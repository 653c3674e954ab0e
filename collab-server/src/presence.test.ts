import { signCollabTicket } from '@kitchensync/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CollabTestBed } from './testSupport/CollabTestBed';
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
});
