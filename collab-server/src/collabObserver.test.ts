import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CollabObserver } from './CollabObserver';
import { CollabTestBed } from './testSupport/CollabTestBed';
import { seedSave } from './testSupport/seedSave';
import { waitFor } from './testSupport/waitFor';

const SAVE = 'save_observed';
let bed: CollabTestBed;

beforeEach(async () => {
  bed = new CollabTestBed();
  await seedSave(bed.dbFile, SAVE);
});

afterEach(async () => {
  await bed.dispose();
});

/** An observer that writes down every call as `hook arg arg …`. */
function recorder(): { observer: Required<CollabObserver>; calls: unknown[][] } {
  const calls: unknown[][] = [];
  const note =
    (hook: string) =>
    (...args: unknown[]) =>
      calls.push([hook, ...args]);
  return {
    calls,
    observer: {
      connectionOpened: note('connectionOpened'),
      connectionClosed: note('connectionClosed'),
      roomLoaded: note('roomLoaded'),
      roomUnloaded: note('roomUnloaded'),
      updateAccepted: note('updateAccepted'),
      appendLatency: note('appendLatency'),
      updateDelivered: note('updateDelivered'),
      updateRefused: note('updateRefused'),
    },
  };
}

describe('CollabObserver', () => {
  it('hears connections, room loads, accepted, delivered and refused updates as they happen', async () => {
    const { observer, calls } = recorder();
    await bed.start(undefined, {}, { observer });
    const ann = await bed.connectSynced(SAVE, 'editor', undefined, 'user_ann');
    const bob = await bed.connectSynced(SAVE, 'editor', undefined, 'user_bob');
    const vic = await bed.connectSynced(SAVE, 'viewer', undefined, 'user_vic');
    const only = (hook: string) => calls.filter(([name]) => name === hook);

    ann.doc.getMap('m').set('color', 'oak');
    await waitFor(() => vic.doc.getMap('m').get('color') === 'oak', 'the edit to reach the viewer');
    vic.doc.getMap('m').set('sneaky', true);
    await waitFor(() => vic.denials.length === 1, 'the viewer to be refused');

    expect(only('connectionOpened')).toEqual([
      ['connectionOpened', SAVE, 'editor'],
      ['connectionOpened', SAVE, 'editor'],
      ['connectionOpened', SAVE, 'viewer'],
    ]);
    expect(only('roomLoaded')).toEqual([['roomLoaded', SAVE]]);
    expect(only('updateAccepted')).toEqual([['updateAccepted', SAVE, expect.any(Number)]]);
    expect(only('updateAccepted')[0]![2]).toBeGreaterThan(0);
    expect(only('appendLatency')).toEqual([['appendLatency', SAVE, expect.any(Number)]]);
    // One frame to each client but the sender.
    expect(only('updateDelivered')).toEqual([['updateDelivered', SAVE, 2]]);
    expect(only('updateRefused')).toEqual([['updateRefused', SAVE, 'viewer']]);

    for (const client of [ann, bob, vic]) bed.disconnect(client);
    await waitFor(() => bed.collab.roomCount() === 0, 'the room to leave memory');
    expect(only('connectionClosed')).toHaveLength(3);
    expect(only('roomUnloaded')).toEqual([['roomUnloaded', SAVE]]);
  });

  it('keeps serving when every hook throws, logging each failing hook once', async () => {
    const throwing = new Proxy({} as Required<CollabObserver>, {
      get: () => () => {
        throw new Error('metrics broke');
      },
    });
    await bed.start(undefined, {}, { observer: throwing });
    const ann = await bed.connectSynced(SAVE, 'editor', undefined, 'user_ann');
    const bob = await bed.connectSynced(SAVE, 'editor', undefined, 'user_bob');

    for (let i = 0; i < 3; i += 1) ann.doc.getMap('m').set(`k${i}`, i);
    await waitFor(() => bob.doc.getMap('m').get('k2') === 2, 'the edits to reach the other client');
    await waitFor(() => ann.acks.length === 4, 'the edits and the sync step 2 to be acknowledged');

    const failures = bed.events.filter(({ event }) => event === 'observer-failed');
    const hooks = failures.map(({ details }) => details.hook);
    expect(new Set(hooks).size).toBe(hooks.length);
    expect(hooks).toEqual(expect.arrayContaining(['connectionOpened', 'updateAccepted', 'updateDelivered']));
  });
});
