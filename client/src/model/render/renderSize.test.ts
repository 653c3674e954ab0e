import { describe, expect, it } from 'vitest';
import { RENDER_BASE_WIDTH, renderSize } from './renderSize';

describe('renderSize', () => {
  it('is 1024 times the upscale setting wide and keeps the framed view’s shape', () => {
    expect(RENDER_BASE_WIDTH).toBe(1024);
    expect(renderSize(1, { width: 1600, height: 900 })).toEqual({ width: 1024, height: 576 });
    expect(renderSize(2, { width: 1600, height: 900 })).toEqual({ width: 2048, height: 1152 });
    expect(renderSize(4, { width: 800, height: 800 })).toEqual({ width: 4096, height: 4096 });
  });

  it('renders a view with no area at 4:3', () => {
    expect(renderSize(1, { width: 0, height: 0 })).toEqual({ width: 1024, height: 768 });
  });

  it('refuses an upscale that is not a whole number of at least 1', () => {
    expect(() => renderSize(0, { width: 4, height: 3 })).toThrow(/upscale of 0/);
    expect(() => renderSize(1.5, { width: 4, height: 3 })).toThrow(/upscale of 1.5/);
  });
});
