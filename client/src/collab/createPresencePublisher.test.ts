import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { createPresencePublisher } from './createPresencePublisher';

describe('createPresencePublisher', () => {
  let awareness: Awareness;
  let sent: number;
  beforeEach(() => {
    vi.useFakeTimers();
    awareness = new Awareness(new Y.Doc());
    sent = 0;
    awareness.on('update', ({ updated }: { updated: number[] }) => {
      if (updated.includes(awareness.clientID)) sent += 1;
    });
  });
  afterEach(() => {
    awareness.destroy();
    vi.useRealTimers();
  });

  it('starts by saying nothing is selected, the pointer is off the design and no camera is known', () => {
    createPresencePublisher(awareness, 50);
    expect(awareness.getLocalState()).toEqual({ selection: [], pointer: null, camera: null });
  });

  it('sends pointer moves at most once per interval, the latest one winning', () => {
    const publisher = createPresencePublisher(awareness, 50);
    sent = 0;
    publisher.setPointer({ x: 1, z: 1 });
    expect(awareness.getLocalState()?.pointer).toEqual({ x: 1, z: 1 });
    for (let i = 2; i <= 10; i += 1) publisher.setPointer({ x: i, z: i });
    expect(sent).toBe(1);
    vi.advanceTimersByTime(50);
    expect(sent).toBe(2);
    expect(awareness.getLocalState()?.pointer).toEqual({ x: 10, z: 10 });
  });

  it('merges a pointer and a camera change of one interval into one message', () => {
    const publisher = createPresencePublisher(awareness, 50);
    publisher.setPointer({ x: 1, z: 1 });
    sent = 0;
    publisher.setPointer({ x: 2, z: 2 });
    publisher.setCamera({ view: 'top', position: [0, 50, 0], target: [0, 0, 0], zoom: 56 });
    vi.advanceTimersByTime(50);
    expect(sent).toBe(1);
    expect(awareness.getLocalState()).toMatchObject({ pointer: { x: 2, z: 2 }, camera: { view: 'top' } });
  });

  it('sends a selection at once, capped to what presence may carry', () => {
    const publisher = createPresencePublisher(awareness, 50);
    publisher.setPointer({ x: 1, z: 1 });
    publisher.setPointer({ x: 2, z: 2 });
    publisher.setSelection(Array.from({ length: 150 }, (_, i) => `model_${i}`));
    const state = awareness.getLocalState();
    expect(state?.selection).toHaveLength(100);
    // Whatever was waiting goes with it.
    expect(state?.pointer).toEqual({ x: 2, z: 2 });
  });

  it('sends nothing once destroyed', () => {
    const publisher = createPresencePublisher(awareness, 50);
    publisher.setPointer({ x: 1, z: 1 });
    publisher.setPointer({ x: 2, z: 2 });
    publisher.destroy();
    sent = 0;
    vi.advanceTimersByTime(100);
    publisher.setSelection(['wall_1']);
    expect(sent).toBe(0);
  });
});
