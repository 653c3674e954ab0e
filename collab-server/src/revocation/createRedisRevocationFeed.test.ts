import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RedisServerProcess } from '../bus/testSupport/RedisServerProcess';
import { waitFor } from '../testSupport/waitFor';
import { createRedisRevocationFeed } from './createRedisRevocationFeed';
import type { AccessRevocation, RevocationFeed } from './RevocationFeed';

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

async function openPair(): Promise<{ a: RevocationFeed; b: RevocationFeed; heardByB: AccessRevocation[] }> {
  prefixes += 1;
  const keyPrefix = `revocations${prefixes}:`;
  const a = await createRedisRevocationFeed({ url: redis.url, instanceId: 'a', keyPrefix });
  const b = await createRedisRevocationFeed({ url: redis.url, instanceId: 'b', keyPrefix });
  opened.push(a, b);
  const heardByB: AccessRevocation[] = [];
  b.subscribe((revocation) => heardByB.push(revocation));
  return { a, b, heardByB };
}

describe('createRedisRevocationFeed', () => {
  it('delivers a revocation to every other instance and never back to the one that made it', async () => {
    const { a, heardByB } = await openPair();
    const heardByA: AccessRevocation[] = [];
    a.subscribe((revocation) => heardByA.push(revocation));

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
      await waitFor(() => heardByB.some((heard) => heard.saveId === 'save_2'), 'the missed revocation');
      expect(heardByB.find((heard) => heard.saveId === 'save_2')).toEqual(revocation);
    } finally {
      await admin.close();
    }
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
      expect(heardByB.map((heard) => heard.saveId)).toEqual(['after']);
    } finally {
      await admin.close();
    }
  });
});
