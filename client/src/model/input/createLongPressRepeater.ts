import { LONG_PRESS_DELAY_MS, LONG_PRESS_REPEAT_MS } from '@kitchensync/schemas';

export interface LongPressRepeater {
  /** Steps once at once, then again every `LONG_PRESS_REPEAT_MS` once held for `LONG_PRESS_DELAY_MS`. */
  press(): void;
  /** Stops repeating; a release without a press does nothing. */
  release(): void;
}

/**
 * The numeric input's long-press (spec 000): one step on press, then a step every 30 ms after
 * 400 ms while held. Pressing again while held restarts the wait, as a second key would.
 */
export function createLongPressRepeater(step: () => void): LongPressRepeater {
  let delay: ReturnType<typeof setTimeout> | null = null;
  let repeat: ReturnType<typeof setInterval> | null = null;
  const release = () => {
    if (delay !== null) clearTimeout(delay);
    if (repeat !== null) clearInterval(repeat);
    delay = null;
    repeat = null;
  };
  return {
    press() {
      release();
      step();
      delay = setTimeout(() => {
        delay = null;
        repeat = setInterval(step, LONG_PRESS_REPEAT_MS);
      }, LONG_PRESS_DELAY_MS);
    },
    release,
  };
}
