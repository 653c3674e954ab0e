import { afterEach, describe, expect, it, vi } from 'vitest';
import { SeqTracker, type GapReason } from './SeqTracker';

describe('SeqTracker', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function track() {
    const reports: Array<[number, GapReason]> = [];
    const tracker = new SeqTracker(100, (lastSeenSeq, reason) => reports.push([lastSeenSeq, reason]));
    return { tracker, reports };
  }

  it('holds seqs heard before the baseline and drops them once the load covers them', () => {
    const { tracker, reports } = track();
    expect(tracker.take(7)).toBe(true);
    expect(tracker.take(7)).toBe(false);
    expect(tracker.lastSeenSeq()).toBeNull();
    tracker.caughtUp(6);
    expect(tracker.lastSeenSeq()).toBe(7);
    expect(tracker.take(5)).toBe(false);
    expect(reports).toEqual([]);
  });

  it('reports a loss suspected before the baseline as soon as the baseline is known', () => {
    const { tracker, reports } = track();
    tracker.suspectLoss();
    expect(reports).toEqual([]);
    tracker.caughtUp(3);
    expect(reports).toEqual([[3, 'reconnect']]);
  });

  it('reports a hole only once it outlives the grace period, from the last contiguous seq', () => {
    vi.useFakeTimers();
    const { tracker, reports } = track();
    tracker.caughtUp(0);
    tracker.take(1);
    tracker.take(3);
    vi.advanceTimersByTime(99);
    expect(reports).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(reports).toEqual([[1, 'missing']]);
    tracker.caughtUp(3);
    tracker.take(4);
    vi.advanceTimersByTime(1_000);
    expect(reports).toHaveLength(1);
    expect(tracker.lastSeenSeq()).toBe(4);
  });

  it('stops its timer when disposed', () => {
    vi.useFakeTimers();
    const { tracker, reports } = track();
    tracker.caughtUp(0);
    tracker.take(2);
    tracker.dispose();
    vi.advanceTimersByTime(1_000);
    expect(reports).toEqual([]);
  });
});
