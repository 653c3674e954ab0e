import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../testSupport/waitFor';
import { createRedisStreamsRoomBus, type RedisStreamsRoomBusOptions } from './createRedisStreamsRoomBus';
import type { RoomBus } from './RoomBus';
import { describeRoomBusContract } from './testSupport/describeRoomBusContract';
import { RecordingListener } from './testSupport/RecordingListener';
import { RedisServerProcess } from './testSupport/RedisServerProcess';

let redis: RedisServerProcess;
let prefixes = 0;

beforeAll(async () => {
  redis = await RedisServerProcess.start();
});

afterAll(async () => {
  await redis.kill();
});

/** Fast timings so that outages and retries fit in a test; a fresh key prefix keeps tests apart. */
function open(instanceId: string, extra: Partial<RedisStreamsRoomBusOptions> = {}): Promise<RoomBus> {
  return createRedisStreamsRoomBus({
    url: redis.url,
    instanceId,
    keyPrefix: `test${prefixes}:`,
    blockMs: 500,
    commandTimeoutMs: 500,
    maxBackoffMs: 200,
    ...extra,
  });
}

describeRoomBusContract('Redis Streams', async (gapGraceMs) => {
  prefixes += 1;
  const a = await open('instance-a', { gapGraceMs });
  const b = await open('instance-b', { gapGraceMs });
  return { a, b, close: async () => void (await Promise.all([a.close(), b.close()])) };
});

describe('createRedisStreamsRoomBus', () => {
  it('fails start-up fast when Redis is unreachable', async () => {
    const spare = await RedisServerProcess.start();
    await spare.kill();
    const started = Date.now();
    await expect(
      createRedisStreamsRoomBus({
        url: spare.url,
        instanceId: 'x',
        connectTimeoutMs: 300,
        maxBackoffMs: 100,
      }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('picks up a room subscribed while a read is blocked, without waiting for the read to time out', async () => {
    prefixes += 1;
    const a = await open('instance-a', { blockMs: 10_000 });
    const b = await open('instance-b', { blockMs: 10_000 });
    try {
      const heard = new RecordingListener();
      await b.subscribe('first', heard);
      // Let B's reader block on the first room alone.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await b.subscribe('second', heard);
      const publisher = await a.subscribe('second', new RecordingListener());
      await publisher.publishUpdate(1, new Uint8Array([1]));
      await waitFor(() => heard.updates.length === 1, 'the second room’s update', 2_000);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('survives Redis dying: publishes fail fast, readers reconnect, report a gap per room, then hear new updates', async () => {
    const own = await RedisServerProcess.start();
    const connection: string[] = [];
    const options = { url: own.url, blockMs: 500, commandTimeoutMs: 500, maxBackoffMs: 200, gapGraceMs: 100 };
    const a = await createRedisStreamsRoomBus({ ...options, instanceId: 'instance-a' });
    const b = await createRedisStreamsRoomBus({
      ...options,
      instanceId: 'instance-b',
      observer: { connection: (state) => connection.push(state) },
    });
    try {
      const heard = new RecordingListener();
      const [b1, b2] = [await b.subscribe('r1', heard), await b.subscribe('r2', heard)];
      b1.caughtUp(0);
      b2.caughtUp(0);
      const a1 = await a.subscribe('r1', new RecordingListener());
      const a2 = await a.subscribe('r2', new RecordingListener());
      await a1.publishUpdate(1, new Uint8Array([1]));
      await waitFor(() => heard.updates.length === 1, 'the update before the outage');

      await own.kill();
      await waitFor(() => connection.includes('down'), 'B to notice the outage');
      const started = Date.now();
      await expect(a1.publishUpdate(2, new Uint8Array([2]))).rejects.toThrow();
      await expect(a2.publishPresence(new Uint8Array([9]))).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(1_000);
      // A room opened during the outage is still served; it only learns later what it may have missed.
      const b3 = await b.subscribe('r3', heard);
      b3.caughtUp(0);

      // While Redis is away the read loop must back off, not spin.
      const cpuBefore = process.cpuUsage();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const cpu = process.cpuUsage(cpuBefore);
      expect((cpu.user + cpu.system) / 1_000).toBeLessThan(100);

      await own.restart();
      await waitFor(() => heard.gaps.length === 3, 'B to report a gap for each of its rooms', 5_000);
      expect(heard.gaps).toEqual(
        expect.arrayContaining([
          { saveId: 'r1', lastSeenSeq: 1 },
          { saveId: 'r2', lastSeenSeq: 0 },
          { saveId: 'r3', lastSeenSeq: 0 },
        ]),
      );

      // The room has read seq 2 from the store; new updates flow again once A is reconnected too.
      b1.caughtUp(2);
      await waitFor(
        () =>
          a1.publishUpdate(3, new Uint8Array([3])).then(
            () => true,
            () => false,
          ),
        'A to publish again',
        5_000,
      );
      await a2.publishUpdate(1, new Uint8Array([1]));
      const a3 = await a.subscribe('r3', new RecordingListener());
      await a3.publishUpdate(1, new Uint8Array([1]));
      await waitFor(() => heard.updates.length === 4, 'B to hear the updates after the outage', 5_000);
      expect(heard.seqs('r1')).toEqual([1, 3]);
      expect(heard.seqs('r2')).toEqual([1]);
      expect(heard.seqs('r3')).toEqual([1]);
      await waitFor(
        () => a2.publishPresence(new Uint8Array([7])).then(() => heard.presence.length > 0),
        'presence to flow again',
        5_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard.gaps).toHaveLength(3);
      expect(connection).toEqual(['up', 'down', 'up']);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await own.kill();
    }
  }, 20_000);
});
