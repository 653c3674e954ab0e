import { signCollabTicket } from '@kitchensync/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessRevocationFeed } from './revocation/createInProcessRevocationFeed';
import { InProcessRevocationHub } from './revocation/InProcessRevocationHub';
import type { RevocationFeed } from './revocation/RevocationFeed';
import { CollabTestBed } from './testSupport/CollabTestBed';
import { listen, opened } from './testSupport/rawFrames';
import { waitFor } from './testSupport/waitFor';

const SAVE = 'save_revoked';

describe('a revocation made on one instance', () => {
  const beds: CollabTestBed[] = [];
  const feeds: RevocationFeed[] = [];
  afterEach(async () => {
    for (const bed of beds.splice(0).reverse()) await bed.dispose();
    await Promise.all(feeds.splice(0).map((feed) => feed.close()));
  });

  async function twoInstances(): Promise<[CollabTestBed, CollabTestBed]> {
    const hub = new InProcessRevocationHub();
    const started: CollabTestBed[] = [];
    for (const _ of [1, 2]) {
      const revocations = createInProcessRevocationFeed(hub);
      feeds.push(revocations);
      const bed = new CollabTestBed();
      beds.push(bed);
      await bed.start(undefined, {}, { revocations });
      started.push(bed);
    }
    return [started[0]!, started[1]!];
  }

  it('closes the user’s connections on the other instance with 4001 and makes it refuse their older tickets', async () => {
    const [a, b] = await twoInstances();
    const staleTicket = await b.ticket(SAVE, 'editor', 'user_lowered');
    const lowered = await b.connectSynced(SAVE, 'editor', undefined, 'user_lowered');
    const bystander = await b.connectSynced(SAVE, 'editor', undefined, 'user_other');
    const closes: number[] = [];
    lowered.provider.on('connection-close', (event) => closes.push(event?.code ?? 0));

    expect(await a.collab.revoke(SAVE, 'user_lowered')).toBe(0);

    await waitFor(() => closes.length > 0, 'the lowered user’s socket on the other instance to close');
    expect(closes[0]).toBe(4001);
    expect(bystander.provider.wsconnected).toBe(true);
    expect(await b.upgradeStatus(`/collab/${SAVE}?ticket=${staleTicket}`)).toBe(401);
    const fresh = await b.ticket(SAVE, 'viewer', 'user_lowered');
    expect(await b.upgradeStatus(`/collab/${SAVE}?ticket=${fresh}`)).toBe(101);
  });

  it('refuses a ticket issued moments before the revocation, within the same second', async () => {
    const [a, b] = await twoInstances();
    const justBefore = await a.ticket(SAVE, 'editor', 'user_lowered');
    await new Promise((resolve) => setTimeout(resolve, 2));
    await a.collab.revoke(SAVE, null);
    await waitFor(
      async () => (await b.upgradeStatus(`/collab/${SAVE}?ticket=${justBefore}`)) === 401,
      'the refusal on the other instance',
    );
    expect(await a.upgradeStatus(`/collab/${SAVE}?ticket=${justBefore}`)).toBe(401);
  });

  it('ends a login session everywhere: its sockets close with 4001 and its tickets are refused, whenever issued', async () => {
    const [a, b] = await twoInstances();
    const ticketOf = async (sessionId: string) =>
      (
        await signCollabTicket(
          { saveId: SAVE, role: 'owner', userId: 'user_owner', name: 'Owner', sessionId },
          b.secret,
        )
      ).ticket;
    const unused = await ticketOf('session_out');
    const socket = b.rawSocket(`${b.baseUrl}/collab/${SAVE}?ticket=${await ticketOf('session_out')}`);
    const heard = listen(socket);
    await opened(socket);
    const otherDevice = b.rawSocket(`${b.baseUrl}/collab/${SAVE}?ticket=${await ticketOf('session_other')}`);
    const heardOther = listen(otherDevice);
    await opened(otherDevice);

    expect(await a.collab.endSession('session_out')).toBe(0);

    await waitFor(() => heard.close !== null, 'the ended session’s socket to close');
    expect(heard.close?.code).toBe(4001);
    expect(heardOther.close).toBeNull();
    for (const bed of [a, b]) {
      expect(await bed.upgradeStatus(`/collab/${SAVE}?ticket=${unused}`)).toBe(401);
      // Not even a ticket signed after the end: a session that ended cannot have fetched it honestly.
      expect(await bed.upgradeStatus(`/collab/${SAVE}?ticket=${await ticketOf('session_out')}`)).toBe(401);
      expect(await bed.upgradeStatus(`/collab/${SAVE}?ticket=${await ticketOf('session_other')}`)).toBe(101);
    }
  });

  it('closes the ended session’s sockets on the instance that ended it too', async () => {
    const [a] = await twoInstances();
    const { ticket } = await signCollabTicket(
      { saveId: SAVE, role: 'editor', userId: 'user_editor', name: 'Ed', sessionId: 'session_here' },
      a.secret,
    );
    const socket = a.rawSocket(`${a.baseUrl}/collab/${SAVE}?ticket=${ticket}`);
    const heard = listen(socket);
    await opened(socket);
    expect(await a.collab.endSession('session_here')).toBe(1);
    await waitFor(() => heard.close !== null, 'the socket to close');
    expect(heard.close?.code).toBe(4001);
  });
});
