import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CollabTestBed } from './testSupport/CollabTestBed';
import { seedSave } from './testSupport/seedSave';
import { waitFor } from './testSupport/waitFor';

const SAVE = 'save_dormant';
const DORMANT_AFTER_MS = 60;
let bed: CollabTestBed;

beforeEach(async () => {
  bed = new CollabTestBed();
  await seedSave(bed.dbFile, SAVE, (doc) => doc.getMap('m').set('color', 'oak'));
  await bed.start(undefined, { dormantRoomAfterMs: DORMANT_AFTER_MS });
});

afterEach(async () => {
  await bed.dispose();
});

const dormant = () => bed.collab.dormantRoomCount() === 1;

describe('a quiet room', () => {
  it('lets its document sleep while clients stay, and keeps relaying presence without waking it', async () => {
    const ann = await bed.connectSynced(SAVE, 'editor', undefined, 'user_ann');
    const vic = await bed.connectSynced(SAVE, 'viewer', undefined, 'user_vic');
    await waitFor(dormant, 'the room to go dormant', 2_000);

    ann.provider.awareness.setLocalStateField('pointer', { x: 1, z: 2 });
    await waitFor(
      () => vic.provider.awareness.getStates().get(ann.doc.clientID)?.pointer !== undefined,
      'the pointer to reach the viewer',
    );
    expect(bed.collab.dormantRoomCount()).toBe(1);
    expect(bed.collab.roomCount()).toBe(1);
  });

  it('wakes for an edit, which is stored, acknowledged and shared as usual', async () => {
    const ann = await bed.connectSynced(SAVE, 'editor', undefined, 'user_ann');
    const bob = await bed.connectSynced(SAVE, 'editor', undefined, 'user_bob');
    await waitFor(dormant, 'the room to go dormant', 2_000);
    const acksBefore = ann.acks.length;

    ann.doc.getMap('m').set('handle', 'bar');

    await waitFor(() => bob.doc.getMap('m').get('handle') === 'bar', 'the edit to reach bob');
    await waitFor(() => ann.acks.length > acksBefore, 'the edit to be acknowledged');
    expect(bob.doc.getMap('m').get('color')).toBe('oak');
    expect(bed.events.some((entry) => entry.event === 'room-woke')).toBe(true);
    // It sleeps again once quiet, with the edit inside.
    await waitFor(dormant, 'the room to sleep again', 2_000);
    const carl = await bed.connectSynced(SAVE, 'viewer', undefined, 'user_carl');
    expect(carl.doc.getMap('m').toJSON()).toEqual({ color: 'oak', handle: 'bar' });
  });

  it('serves a newcomer the whole design from a sleeping room without waking it', async () => {
    await bed.connectSynced(SAVE, 'editor', undefined, 'user_ann');
    await waitFor(dormant, 'the room to go dormant', 2_000);

    const late = await bed.connectSynced(SAVE, 'viewer', undefined, 'user_late');
    expect(late.doc.getMap('m').get('color')).toBe('oak');
    expect(bed.collab.dormantRoomCount()).toBe(1);
    expect(bed.events.some((entry) => entry.event === 'room-woke')).toBe(false);
  });
});
