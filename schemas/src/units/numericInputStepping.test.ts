import { describe, expect, it } from 'vitest';
import { LONG_PRESS_DELAY_MS, LONG_PRESS_REPEAT_MS, NUMERIC_INPUT_STEP } from './numericInputStepping';

describe('numeric input stepping', () => {
  it('steps by 1 per arrow-key press', () => {
    expect(NUMERIC_INPUT_STEP).toBe(1);
  });

  it('repeats a long press every 30 ms after 400 ms', () => {
    expect(LONG_PRESS_DELAY_MS).toBe(400);
    expect(LONG_PRESS_REPEAT_MS).toBe(30);
  });
});
