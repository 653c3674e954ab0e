import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessRevocationFeed } from './revocation/createInProcessRevocationFeed';
import { InProcessRevocationHub } from './revocation/InProcessRevocationHub';
import type { RevocationFeed } from './revocation/RevocationFeed';
import { CollabTestBed } from './testSupport/CollabTestBed';
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

    expect(a.collab.revoke(SAVE, 'user_lowered')).toBe(0);

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
    a.collab.revoke(SAVE, null);
    await waitFor(
      async () => (await b.upgradeStatus(`/collab/${SAVE}?ticket=${justBefore}`)) === 401,
      'the refusal on the other instance',
    );
    expect(await a.upgradeStatus(`/collab/${SAVE}?ticket=${justBefore}`)).toBe(401);
  });
});
