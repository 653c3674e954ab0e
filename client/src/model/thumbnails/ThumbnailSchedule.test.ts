import { describe, expect, it } from 'vitest';
import { THUMBNAIL_QUIET_MS, THUMBNAIL_RETRY_MS, ThumbnailSchedule } from './ThumbnailSchedule';

/** A schedule over a fake clock: timers and idle callbacks run only when the test says. */
function scheduleWith({ failUploads = 0 } = {}) {
  let now = 0;
  let nextTimer = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const idle: (() => void)[] = [];
  const log: string[] = [];
  let pictures = 0;
  let failuresLeft = failUploads;
  let kept: string | null = null;
  const schedule = new ThumbnailSchedule({
    capture: async () => {
      pictures += 1;
      log.push(`capture ${pictures}`);
      return `picture ${pictures}`;
    },
    upload: async (image, leaving) => {
      log.push(`upload ${image}${leaving ? ' (leaving)' : ''}`);
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('offline');
      }
    },
    keepPending: (image) => {
      kept = image;
    },
    dropPending: () => {
      kept = null;
    },
    setTimer: (run, ms) => {
      timers.set(nextTimer, { at: now + ms, run });
      return nextTimer++;
    },
    clearTimer: (timer) => void timers.delete(timer),
    whenIdle: (run) => void idle.push(run),
  });
  /** Moves the clock on, firing due timers and then every idle callback, letting promises settle. */
  async function pass(ms: number) {
    now += ms;
    for (const [id, timer] of [...timers]) {
      if (timer.at <= now) {
        timers.delete(id);
        timer.run();
      }
    }
    await settle();
  }
  async function settle() {
    for (let round = 0; round < 10; round += 1) {
      while (idle.length > 0) idle.shift()!();
      await Promise.resolve();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
  return { schedule, pass, settle, log, kept: () => kept };
}

describe('ThumbnailSchedule', () => {
  it('takes one picture after a burst of changes is saved and quiet, not one per change', async () => {
    const { schedule, pass, log } = scheduleWith();
    schedule.savedChanged(false);
    for (let step = 0; step < 5; step += 1) {
      schedule.changed();
      await pass(500);
    }
    expect(log).toEqual([]);
    schedule.savedChanged(true);
    // The last change was 500 ms ago.
    await pass(THUMBNAIL_QUIET_MS - 501);
    expect(log).toEqual([]);
    await pass(1);
    expect(log).toEqual(['capture 1', 'upload picture 1']);
  });

  it('waits for the save when the design is quiet before the server has the change', async () => {
    const { schedule, pass, log } = scheduleWith();
    schedule.changed();
    schedule.savedChanged(false);
    await pass(THUMBNAIL_QUIET_MS * 3);
    expect(log).toEqual([]);
    schedule.savedChanged(true);
    await pass(0);
    expect(log).toEqual(['capture 1', 'upload picture 1']);
  });

  it('takes no picture without a change', async () => {
    const { schedule, pass, log } = scheduleWith();
    schedule.savedChanged(true);
    await pass(THUMBNAIL_QUIET_MS * 10);
    await schedule.leave();
    expect(log).toEqual([]);
  });

  it('keeps a picture whose upload failed and sends it again later, then forgets it', async () => {
    const { schedule, pass, log, kept } = scheduleWith({ failUploads: 2 });
    schedule.changed();
    await pass(THUMBNAIL_QUIET_MS);
    expect(log).toEqual(['capture 1', 'upload picture 1']);
    expect(kept()).toBe('picture 1');
    await pass(THUMBNAIL_RETRY_MS[0]);
    expect(log.slice(2)).toEqual(['upload picture 1']);
    await pass(THUMBNAIL_RETRY_MS[1]);
    expect(log.slice(3)).toEqual(['upload picture 1']);
    expect(kept()).toBeNull();
    // Only one picture was ever taken: the retries send the same one.
    expect(log.filter((entry) => entry.startsWith('capture'))).toHaveLength(1);
  });

  it('takes the picture at once when the person leaves with changes not yet pictured', async () => {
    const { schedule, pass, log, kept } = scheduleWith();
    schedule.changed();
    await pass(100);
    await schedule.leave();
    expect(log).toEqual(['capture 1', 'upload picture 1 (leaving)']);
    expect(kept()).toBeNull();
    // Nothing runs after leaving.
    schedule.changed();
    await pass(THUMBNAIL_QUIET_MS * 10);
    expect(log).toHaveLength(2);
  });

  it('keeps the picture taken on leaving when its upload fails, for the next page to send', async () => {
    const { schedule, log, kept } = scheduleWith({ failUploads: 1 });
    schedule.changed();
    await schedule.leave();
    expect(log).toEqual(['capture 1', 'upload picture 1 (leaving)']);
    expect(kept()).toBe('picture 1');
  });

  it('sends a still pending picture on leaving without taking a new one when nothing changed since', async () => {
    const { schedule, pass, log } = scheduleWith({ failUploads: 1 });
    schedule.changed();
    await pass(THUMBNAIL_QUIET_MS);
    await schedule.leave();
    expect(log).toEqual(['capture 1', 'upload picture 1', 'upload picture 1 (leaving)']);
  });
});
