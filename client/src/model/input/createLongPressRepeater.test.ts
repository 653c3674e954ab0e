import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLongPressRepeater } from './createLongPressRepeater';

describe('createLongPressRepeater', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('steps once on press and not again before 400 ms', () => {
    const step = vi.fn();
    const repeater = createLongPressRepeater(step);
    repeater.press();
    expect(step).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(399);
    expect(step).toHaveBeenCalledTimes(1);
  });

  it('repeats every 30 ms once held for 400 ms', () => {
    const step = vi.fn();
    const repeater = createLongPressRepeater(step);
    repeater.press();
    vi.advanceTimersByTime(400);
    expect(step).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(29);
    expect(step).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(step).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(300);
    expect(step).toHaveBeenCalledTimes(12);
  });

  it('stops at release, whether before or after repeating began', () => {
    const step = vi.fn();
    const repeater = createLongPressRepeater(step);
    repeater.press();
    vi.advanceTimersByTime(200);
    repeater.release();
    vi.advanceTimersByTime(1000);
    expect(step).toHaveBeenCalledTimes(1);

    repeater.press();
    vi.advanceTimersByTime(460);
    repeater.release();
    vi.advanceTimersByTime(1000);
    expect(step).toHaveBeenCalledTimes(4);
  });

  it('restarts the 400 ms wait when pressed again while held', () => {
    const step = vi.fn();
    const repeater = createLongPressRepeater(step);
    repeater.press();
    vi.advanceTimersByTime(300);
    repeater.press();
    vi.advanceTimersByTime(399);
    expect(step).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(31);
    expect(step).toHaveBeenCalledTimes(3);
  });
});
