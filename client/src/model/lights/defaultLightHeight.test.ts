import { inches, WALL_DEFAULT_HEIGHT } from '@kitchensync/schemas';
import { describe, expect, it } from 'vitest';
import { defaultLightHeight } from './defaultLightHeight';

const wall = (height: number, visible = true) => ({ visible, dimensions: { y: height } });

describe('a new light’s height', () => {
  it('is the ceiling: the tallest shown wall', () => {
    expect(defaultLightHeight([wall(2.4), wall(2.7), wall(2.5)])).toBe(2.7);
  });

  it('passes over hidden walls', () => {
    expect(defaultLightHeight([wall(2.4), wall(3.2, false)])).toBe(2.4);
  });

  it('is the walls’ default height, 96 inches, in a room without shown walls', () => {
    expect(WALL_DEFAULT_HEIGHT).toBeCloseTo(inches(96), 12);
    expect(defaultLightHeight([])).toBe(WALL_DEFAULT_HEIGHT);
    expect(defaultLightHeight([wall(3, false)])).toBe(WALL_DEFAULT_HEIGHT);
  });
});
