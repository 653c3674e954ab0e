import { describe, expect, it } from 'vitest';
import { VIEW_TRANSITION_MS, viewTransitionProgress } from './viewTransitionProgress';

describe('viewTransitionProgress', () => {
  it('runs from 0 at the start to 1 once the transition time has passed, and stays there', () => {
    expect(viewTransitionProgress(0)).toBe(0);
    expect(viewTransitionProgress(-20)).toBe(0);
    expect(viewTransitionProgress(VIEW_TRANSITION_MS)).toBe(1);
    expect(viewTransitionProgress(VIEW_TRANSITION_MS * 3)).toBe(1);
  });

  it('is halfway at half time and never goes back', () => {
    expect(viewTransitionProgress(VIEW_TRANSITION_MS / 2)).toBeCloseTo(0.5, 12);
    let previous = 0;
    for (let ms = 0; ms <= VIEW_TRANSITION_MS; ms += 5) {
      const progress = viewTransitionProgress(ms);
      expect(progress).toBeGreaterThanOrEqual(previous);
      previous = progress;
    }
  });

  it('eases in and out: slow at both ends, fastest in the middle', () => {
    const step = VIEW_TRANSITION_MS / 10;
    const first = viewTransitionProgress(step);
    const middle =
      viewTransitionProgress(VIEW_TRANSITION_MS / 2 + step / 2) -
      viewTransitionProgress(VIEW_TRANSITION_MS / 2 - step / 2);
    const last = 1 - viewTransitionProgress(VIEW_TRANSITION_MS - step);
    expect(first).toBeLessThan(middle);
    expect(last).toBeLessThan(middle);
  });
});
