import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idleTurn } from './idleTurn';

/** One page for the whole file: the pointer watch is set up once, as in the browser. */
const page = new EventTarget();
const pointer = (type: string, pointerId: number) =>
  page.dispatchEvent(Object.assign(new Event(type), { pointerId }));

describe('idleTurn', () => {
  let idleCallbacks: ((deadline: IdleDeadline) => void)[];
  beforeEach(() => {
    vi.useFakeTimers();
    idleCallbacks = [];
    vi.stubGlobal('requestIdleCallback', (callback: (deadline: IdleDeadline) => void) =>
      idleCallbacks.push(callback),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  /** An idle moment with `remainingMs` before the page's next frame. */
  const idleNow = (remainingMs = 50) => {
    const waiting = idleCallbacks;
    idleCallbacks = [];
    for (const callback of waiting) callback({ didTimeout: false, timeRemaining: () => remainingMs });
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

  it('waits past idle moments shorter than the time asked for (a busy page), until a long enough one', async () => {
    let done = false;
    void idleTurn(page, 12).then(() => (done = true));
    idleNow(4);
    idleNow(11);
    await Promise.resolve();
    expect(done).toBe(false);
    idleNow(30);
    await Promise.resolve();
    expect(done).toBe(true);
  });
});
