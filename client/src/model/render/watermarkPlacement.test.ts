import { describe, expect, it } from 'vitest';
import { RENDER_WATERMARK_OPACITY, watermarkPlacement } from './watermarkPlacement';

describe('watermarkPlacement', () => {
  it('draws the watermark at half opacity on a render', () => {
    expect(RENDER_WATERMARK_OPACITY).toBe(0.5);
    expect(watermarkPlacement({ width: 1024, height: 576 }, { width: 400, height: 100 }).opacity).toBe(0.5);
  });

  it('sits inside the picture’s bottom right corner, keeping the mark’s shape', () => {
    for (const picture of [
      { width: 1024, height: 576 },
      { width: 4096, height: 4096 },
    ]) {
      const at = watermarkPlacement(picture, { width: 400, height: 100 });
      expect(at.x).toBeGreaterThan(picture.width / 2);
      expect(at.y).toBeGreaterThan(picture.height / 2);
      expect(at.x + at.width).toBeLessThan(picture.width);
      expect(at.y + at.height).toBeLessThan(picture.height);
      expect(at.width / at.height).toBeCloseTo(4, 1);
    }
  });
});
