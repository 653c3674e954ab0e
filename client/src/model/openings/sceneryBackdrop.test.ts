import { describe, expect, it } from 'vitest';
import { sceneryBackdrop } from './sceneryBackdrop';

describe('sceneryBackdrop', () => {
  it('shows nothing for None', () => {
    expect(sceneryBackdrop(null)).toBeNull();
    expect(sceneryBackdrop(' ')).toBeNull();
  });

  it('colours the land by the scenery, under the same sky', () => {
    const garden = sceneryBackdrop('Garden');
    const lake = sceneryBackdrop('Lake');
    expect(garden?.sky).toBe(lake?.sky);
    expect(garden?.land).not.toBe(lake?.land);
    expect(sceneryBackdrop('Mountains')?.land).toBeDefined();
  });
});
