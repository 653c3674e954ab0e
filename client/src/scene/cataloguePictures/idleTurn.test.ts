import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idleTurn } from './idleTurn';

/** One page for the whole file: the pointer watch is set up once, as in the browser. */
const page = new EventTarget();
const pointer = (type: string, pointerId: number) =>
  page.dispatchEvent(Object.assign(new Event(type), { pointerId }));

describe('idleTurn', () => {
  let idleCallbacks: (() => void)[];
  beforeEach(() => {
    vi.useFakeTimers();
    idleCallbacks = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const idleNow = () => {
    const waiting = idleCallbacks;
    idleCallbacks = [];
    for (const callback of waiting) callback();
  };

  it('waits for the page to be idle', async () => {
    let done = false;
    void idleTurn(page).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    idleNow();
    await Promise.resolve();
    expect(done).toBe(true);
  });

  it('waits past idle moments while a pointer is held down (a drag), until it is let go', async () => {
    pointer('pointerdown', 7);
    let done = false;
    void idleTurn(page).then(() => (done = true));
    idleNow();
    await vi.advanceTimersByTimeAsync(1000);
    idleNow();
    await Promise.resolve();
    expect(done).toBe(false);
    pointer('pointerup', 7);
    await vi.advanceTimersByTimeAsync(300);
    idleNow();
    await Promise.resolve();
    expect(done).toBe(true);
  });

  it('counts a cancelled pointer as let go', async () => {
    pointer('pointerdown', 3);
    pointer('pointercancel', 3);
    let done = false;
    void idleTurn(page).then(() => (done = true));
    idleNow();
    await Promise.resolve();
    expect(done).toBe(true);
  });
});
