import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../testSupport/waitFor';
import type { RoomBus } from '../RoomBus';
import { RecordingListener } from './RecordingListener';

export interface RoomBusPair {
  /** Two members of the same bus as two instances see it (they may be one object). */
  a: RoomBus;
  b: RoomBus;
  close(): Promise<void>;
}

/** Tests that a message has *not* arrived wait this long; bus latency on loopback is far below it. */
const QUIET_MS = 150;
const GAP_GRACE_MS = 100;

/**
 * What every RoomBus adapter must do, run against each. `pair` gets the gap grace period the
 * assertions rely on.
 */
export function describeRoomBusContract(
  name: string,
  pair: (gapGraceMs: number) => Promise<RoomBusPair>,
): void {
  describe(`RoomBus contract: ${name}`, () => {
    let buses: RoomBusPair;
    let room = '';
    let counter = 0;

    beforeEach(async () => {
      buses = await pair(GAP_GRACE_MS);
      counter += 1;
      room = `save-${counter}-${Date.now()}`;
    });

    afterEach(async () => {
      await buses.close();
    });

    it('delivers another instance’s updates in order with their seqs, and never echoes them', async () => {
      const heardByA = new RecordingListener();
      const heardByB = new RecordingListener();
      const a = await buses.a.subscribe(room, heardByA);
      const b = await buses.b.subscribe(room, heardByB);
      b.caughtUp(0);
      for (let seq = 1; seq <= 20; seq += 1) await a.publishUpdate(seq, new Uint8Array([seq, 0, 255]));

      await waitFor(() => heardByB.updates.length === 20, 'B to receive 20 updates');
      expect(heardByB.seqs()).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(heardByB.updates[6]).toMatchObject({ saveId: room, seq: 7, origin: buses.a.instanceId });
      expect(heardByB.updates[6]?.update).toEqual(new Uint8Array([7, 0, 255]));
      expect(b.lastSeenSeq()).toBe(20);
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      expect(heardByA.updates).toEqual([]);
      expect(heardByB.gaps).toEqual([]);
    });

    it('relays presence and presence requests to the others only', async () => {
      const heardByA = new RecordingListener();
      const heardByB = new RecordingListener();
      const a = await buses.a.subscribe(room, heardByA);
      await buses.b.subscribe(room, heardByB);
      await a.requestPresence();
      await a.publishPresence(new Uint8Array([1, 2, 3]));

      await waitFor(() => heardByB.presence.length === 1, 'B to receive presence');
      expect(heardByB.presence[0]).toMatchObject({ saveId: room, origin: buses.a.instanceId });
      expect(heardByB.presence[0]?.update).toEqual(new Uint8Array([1, 2, 3]));
      expect(heardByB.presenceRequests).toEqual([room]);
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      expect(heardByA.presence).toEqual([]);
      expect(heardByA.presenceRequests).toEqual([]);
    });

    it('tells every member of the room, on both instances, that the save’s details changed, and no other room', async () => {
      const heardByA = new RecordingListener();
      const heardByB = new RecordingListener();
      const heardElsewhere = new RecordingListener();
      await buses.a.subscribe(room, heardByA);
      await buses.b.subscribe(room, heardByB);
      await buses.b.subscribe(`${room}-other`, heardElsewhere);
      await buses.a.announceSaveDetailsChanged(room);

      await waitFor(
        () => heardByA.saveDetailsChanges.length === 1 && heardByB.saveDetailsChanges.length === 1,
        'both members to hear the notice',
      );
      expect(heardByB.saveDetailsChanges).toEqual([room]);
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      expect(heardByA.saveDetailsChanges).toEqual([room]);
      expect(heardElsewhere.saveDetailsChanges).toEqual([]);
    });

    it('tells every room, on both instances, that an account’s catalogue prices changed, once each', async () => {
      const heardByA = new RecordingListener();
      const heardByB = new RecordingListener();
      const heardElsewhere = new RecordingListener();
      await buses.a.subscribe(room, heardByA);
      await buses.b.subscribe(room, heardByB);
      await buses.b.subscribe(`${room}-other`, heardElsewhere);
      await buses.a.announceCataloguePricesChanged('account-1');

      await waitFor(
        () =>
          heardByA.cataloguePriceChanges.length === 1 &&
          heardByB.cataloguePriceChanges.length === 1 &&
          heardElsewhere.cataloguePriceChanges.length === 1,
        'every room to hear the notice',
      );
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      expect(heardByA.cataloguePriceChanges).toEqual([{ saveId: room, accountId: 'account-1' }]);
      expect(heardByB.cataloguePriceChanges).toEqual([{ saveId: room, accountId: 'account-1' }]);
      expect(heardElsewhere.cataloguePriceChanges).toEqual([
        { saveId: `${room}-other`, accountId: 'account-1' },
      ]);
    });

    it('stops delivering after unsubscribe', async () => {
      const heardByB = new RecordingListener();
      const a = await buses.a.subscribe(room, new RecordingListener());
      const b = await buses.b.subscribe(room, heardByB);
      await a.publishUpdate(1, new Uint8Array([1]));
      await waitFor(() => heardByB.updates.length === 1, 'B to receive the first update');

      await b.unsubscribe();
      await a.publishUpdate(2, new Uint8Array([2]));
      await a.publishPresence(new Uint8Array([2]));
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      expect(heardByB.seqs()).toEqual([1]);
      expect(heardByB.presence).toEqual([]);
      await expect(b.publishUpdate(3, new Uint8Array([3]))).rejects.toThrow();
    });

    it('keeps interleaved rooms apart and each in order', async () => {
      const rooms = [`${room}-x`, `${room}-y`, `${room}-z`];
      const heard = new RecordingListener();
      const publishers = await Promise.all(
        rooms.map((saveId) => buses.a.subscribe(saveId, new RecordingListener())),
      );
      for (const saveId of rooms) await buses.b.subscribe(saveId, heard);
      for (let seq = 1; seq <= 10; seq += 1) {
        await Promise.all(publishers.map((publisher) => publisher.publishUpdate(seq, new Uint8Array([seq]))));
      }

      await waitFor(() => heard.updates.length === 30, 'B to receive 10 updates in each of 3 rooms');
      for (const saveId of rooms) expect(heard.seqs(saveId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    });

    it('reports a seq that stays missing as a gap, and drops what the room already has', async () => {
      const heardByB = new RecordingListener();
      const a = await buses.a.subscribe(room, new RecordingListener());
      const b = await buses.b.subscribe(room, heardByB);
      b.caughtUp(4);
      await a.publishUpdate(4, new Uint8Array([4]));
      await a.publishUpdate(5, new Uint8Array([5]));
      await a.publishUpdate(7, new Uint8Array([7]));

      await waitFor(() => heardByB.gaps.length === 1, 'B to be told about the missing seq 6');
      expect(heardByB.gaps).toEqual([{ saveId: room, lastSeenSeq: 5 }]);
      expect(heardByB.seqs()).toEqual([5, 7]);

      // The room read the store's tail (6 and 7) and says so; a late 6 is then a duplicate.
      b.caughtUp(7);
      await a.publishUpdate(6, new Uint8Array([6]));
      await a.publishUpdate(8, new Uint8Array([8]));
      await waitFor(() => heardByB.seqs().includes(8), 'B to receive seq 8');
      await new Promise((resolve) => setTimeout(resolve, GAP_GRACE_MS * 2));
      expect(heardByB.seqs()).toEqual([5, 7, 8]);
      expect(heardByB.gaps).toHaveLength(1);
    });

    it('waits out a seq that is only late before calling it a gap', async () => {
      const heardByB = new RecordingListener();
      const a = await buses.a.subscribe(room, new RecordingListener());
      const b = await buses.b.subscribe(room, heardByB);
      b.caughtUp(0);
      await a.publishUpdate(2, new Uint8Array([2]));
      await new Promise((resolve) => setTimeout(resolve, GAP_GRACE_MS / 4));
      await a.publishUpdate(1, new Uint8Array([1]));

      await waitFor(() => heardByB.updates.length === 2, 'B to receive both updates');
      await new Promise((resolve) => setTimeout(resolve, GAP_GRACE_MS * 2));
      expect(heardByB.gaps).toEqual([]);
      expect(b.lastSeenSeq()).toBe(2);
    });

    it('counts its own seqs as held, so that a room alone never sees a gap', async () => {
      const heard = new RecordingListener();
      const a = await buses.a.subscribe(room, heard);
      a.caughtUp(0);
      for (const seq of [1, 2, 3]) await a.publishUpdate(seq, new Uint8Array([seq]));
      await new Promise((resolve) => setTimeout(resolve, GAP_GRACE_MS * 2));
      expect(heard.gaps).toEqual([]);
      expect(a.lastSeenSeq()).toBe(3);
    });

    it('refuses new subscriptions once closed', async () => {
      await buses.close();
      await expect(buses.b.subscribe(room, new RecordingListener())).rejects.toThrow();
    });
  });
}
