import { describe, expect, it } from 'vitest';
import { DrawingAhead } from './DrawingAhead';

describe('DrawingAhead', () => {
  it('goes on until its deadline, from when it started', () => {
    const ahead = new DrawingAhead();
    expect(ahead.goesOn(1_000_000)).toBe(true);
    ahead.start(1000, 60_000);
    expect(ahead.goesOn(60_999)).toBe(true);
    expect(ahead.goesOn(61_000)).toBe(false);
  });

  it('stops at once when abandoned', () => {
    const ahead = new DrawingAhead();
    ahead.start(0, 60_000);
    ahead.abandon();
    expect(ahead.goesOn(1)).toBe(false);
  });

  it('is over once it asked for every picture and each has landed', () => {
    const ahead = new DrawingAhead();
    ahead.start(0, 60_000);
    ahead.asked('a');
    ahead.asked('b');
    ahead.settled('a');
    ahead.askedAll();
    expect(ahead.isOver(10)).toBe(false);
    ahead.settled('b');
    expect(ahead.isOver(10)).toBe(true);
  });

  it('is not over while it is still asking, even with nothing waiting', () => {
    const ahead = new DrawingAhead();
    ahead.start(0, 60_000);
    expect(ahead.isOver(10)).toBe(false);
  });

  it('is over when stopped, though pictures still wait', () => {
    const ahead = new DrawingAhead();
    ahead.start(0, 60_000);
    ahead.asked('a');
    ahead.askedAll();
    expect(ahead.isOver(60_001)).toBe(true);
    const abandoned = new DrawingAhead();
    abandoned.asked('a');
    abandoned.askedAll();
    abandoned.abandon();
    expect(abandoned.isOver(0)).toBe(true);
  });
});
