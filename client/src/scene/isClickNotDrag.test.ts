import { describe, expect, it } from 'vitest';
import { CLICK_TRAVEL_PX, isClickNotDrag } from './isClickNotDrag';

describe('isClickNotDrag', () => {
  it('takes a press released where it was, or a pixel or two away, as a click', () => {
    expect(isClickNotDrag({ delta: 0 })).toBe(true);
    expect(isClickNotDrag({ delta: CLICK_TRAVEL_PX - 1 })).toBe(true);
  });

  it('takes a press that travelled as far as a model drag starts as a drag', () => {
    expect(isClickNotDrag({ delta: CLICK_TRAVEL_PX })).toBe(false);
    expect(isClickNotDrag({ delta: 120 })).toBe(false);
  });
});
