import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RedisServerProcess } from '../bus/testSupport/RedisServerProcess';
import { waitFor } from '../testSupport/waitFor';
import { createRedisRevocationFeed } from './createRedisRevocationFeed';
import type { Revocation, RevocationFeed } from './RevocationFeed';

const saveIdOf = (revocation: Revocation) => ('saveId' in revocation ? revocation.saveId : null);

let redis: RedisServerProcess;
let prefixes = 0;
const opened: RevocationFeed[] = [];

beforeAll(async () => {
  redis = await RedisServerProcess.start();
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((feed) => feed.close()));
});

afterAll(async () => {
  await redis.kill();
});

async function openPair(
  options: { confirmTimeoutMs?: number; log?: (event: string) => void } = {},
): Promise<{ a: RevocationFeed; b: RevocationFeed; heardByB: Revocation[] }> {
  prefixes += 1;
  const keyPrefix = `revocations${prefixes}:`;
  const a = await createRedisRevocationFeed({ url: redis.url, instanceId: 'a', keyPrefix, ...options });
  const b = await createRedisRevocationFeed({ url: redis.url, instanceId: 'b', keyPrefix });
  opened.push(a, b);
  const heardByB: Revocation[] = [];
  b.subscribe((revocation) => {
    heardByB.push(revocation);
  });
  return { a, b, heardByB };
}

describe('createRedisRevocationFeed', () => {
  it('delivers a revocation to every other instance and never back to the one that made it', async () => {
    const { a, heardByB } = await openPair();
    const heardByA: Revocation[] = [];
    a.subscribe((revocation) => {
      heardByA.push(revocation);
    });

    const revocation = { saveId: 'save_1', userId: 'user_1', atMs: 1_700_000_000_123 };
    await a.publish(revocation);

    await waitFor(() => heardByB.length === 1, 'the revocation at instance b');
    expect(heardByB).toEqual([revocation]);
    expect(heardByA).toEqual([]);
  });

  it('catches up on revocations published while its subscription was cut', async () => {
    const { a, heardByB } = await openPair();
    const admin = createClient({ url: redis.url });
    await admin.connect();
    try {
      // Cuts every Pub/Sub connection, as a network blip would; the data in Redis stays.
      await admin.sendCommand(['CLIENT', 'KILL', 'TYPE', 'pubsub']);
      const revocation = { saveId: 'save_2', userId: null, atMs: 1_700_000_000_456 };
      await a.publish(revocation);
      await waitFor(() => heardByB.some((heard) => saveIdOf(heard) === 'save_2'), 'the missed revocation');
      expect(heardByB.find((heard) => saveIdOf(heard) === 'save_2')).toEqual(revocation);
    } finally {
      await admin.close();
    }
  });

  it('carries ended sessions as well as access revocations', async () => {
    const { a, heardByB } = await openPair();
    const ended = { sessionId: 'session_1', atMs: 1_700_000_000_789 };
    await a.publish(ended);
    await waitFor(() => heardByB.length === 1, 'the ended session at instance b');
    expect(heardByB).toEqual([ended]);
  });

  it('resolves a publish only once every other instance has applied it', async () => {
    const { a, b } = await openPair();
    const applied: string[] = [];
    b.subscribe(async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      applied.push('b');
    });
    await a.publish({ saveId: 'save_3', userId: null, atMs: 1 });
    expect(applied).toEqual(['b']);
  });

  it('stops waiting for an instance that never confirms after its timeout, and says so', async () => {
    const events: string[] = [];
    const { a, b } = await openPair({ confirmTimeoutMs: 200, log: (event) => events.push(event) });
    b.subscribe(() => new Promise<void>(() => undefined));
    const started = Date.now();
    await a.publish({ saveId: 'save_4', userId: null, atMs: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(events).toContain('revocation-unconfirmed');
  });

  it('ignores a message on its channel that is not a revocation', async () => {
    const { a, heardByB } = await openPair();
    const admin = createClient({ url: redis.url });
    await admin.connect();
    try {
      await admin.publish(`revocations${prefixes}:revocations`, '{"saveId": 42}');
      await admin.publish(`revocations${prefixes}:revocations`, 'not json');
      await a.publish({ saveId: 'after', userId: null, atMs: 1 });
      await waitFor(() => heardByB.length > 0, 'the valid revocation');
      expect(heardByB.map((heard) => saveIdOf(heard))).toEqual(['after']);
    } finally {
      await admin.close();
    }
  });
});
